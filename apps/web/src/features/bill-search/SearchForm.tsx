import { memo, useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { billSearchHelpTexts, billSearchLimits, billSearchMessages, billSearchTexts as texts, type BillSearchMode } from '@wcpp/contract';
import { DateField } from '../../components/DateField';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextInput } from '../../components/TextInput';
import { TinSelector } from './TinSelector';
import { emptyValues, initialTins, modeSchemas, toParams, type SearchValues as Values } from './search-params';
import type { SearchParams } from './useBillSearch';

interface Props {
  mode: BillSearchMode;
  tins: string[];
  busy: boolean;
  onSearch: (tins: string[], params: SearchParams) => void;
  onReset: () => void;
  /** Opens the Search Help panel the global message refers to. */
  onHelp: () => void;
}

/** Memoised: the page re-renders for updates that leave a form's props as they were (BillSearchPage). */
export const SearchForm = memo(function SearchForm({ mode, tins, busy, onSearch, onReset, onHelp }: Props) {
  // The schema's output has the same fields, with dates as ISO strings (what the API takes).
  const { control, register, handleSubmit, reset, resetField, watch, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(modeSchemas[mode] as never) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: emptyValues(tins),
  });
  // The TINs arrive after the form may already be typed in: only their selection starts over.
  useEffect(() => resetField('tins', { defaultValue: initialTins(tins) }), [tins, resetField]);
  const errors: FieldErrors<Values> = formState.errors;
  const id = (name: string) => `${mode}-${name}`;
  const text = (name: keyof Values, label: string, maxLength: number, disabled = false) => (
    <TextInput id={id(name)} label={label} required={!disabled && mode !== 'billId'} maxLength={maxLength} disabled={disabled} error={errors[name]?.message} {...register(name)} />
  );
  const bcn = watch('billControlNumber');
  const documentId = watch('documentId');

  return (
    <form
      noValidate
      aria-label={texts.modes[mode]}
      onSubmit={handleSubmit((values) => onSearch(values.tins, toParams(mode, values as unknown as Record<string, string>)))}
    >
      <Stack spacing={2}>
        <FormErrorSummary
          errors={errors}
          message={billSearchMessages.global}
          action={
            <Button color="inherit" size="small" variant="outlined" onClick={onHelp}>
              {billSearchHelpTexts.title}
            </Button>
          }
        />
        <Controller
          control={control}
          name="tins"
          render={({ field }) => <TinSelector id={id('tins')} tins={tins} value={field.value} onChange={field.onChange} error={errors.tins?.message} />}
        />
        <Grid container spacing={2}>
          {mode === 'claimNumber' && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>{text('claimNumber', texts.claimNumber, billSearchLimits.claimNumber)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateField control={control} name="serviceDate" id={id('serviceDate')} label={texts.serviceDate} hint={texts.dateHint} required error={errors.serviceDate?.message} />
              </Grid>
            </>
          )}
          {mode === 'claimant' && (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>{text('firstName', texts.firstName, billSearchLimits.name)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('lastName', texts.lastName, billSearchLimits.name)}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateField control={control} name="dateOfBirth" id={id('dateOfBirth')} label={texts.dateOfBirth} hint={texts.dateHint} required error={errors.dateOfBirth?.message} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateField control={control} name="serviceDate" id={id('serviceDate')} label={texts.serviceDate} hint={texts.dateHint} required error={errors.serviceDate?.message} />
              </Grid>
            </>
          )}
          {mode === 'billId' && (
            <>
              {/* Part 1 §5: each input is disabled while the other has a value. */}
              <Grid size={{ xs: 12, sm: 6 }}>{text('billControlNumber', texts.billControlNumber, billSearchLimits.billControlNumber, Boolean(documentId))}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('documentId', texts.documentId, billSearchLimits.documentId, Boolean(bcn))}</Grid>
            </>
          )}
        </Grid>
        <Stack direction="row" spacing={2}>
          <Button type="submit" variant="contained" disabled={busy}>
            {texts.search}
          </Button>
          <Button
            type="button"
            variant="outlined"
            onClick={() => {
              reset(emptyValues(tins));
              onReset();
            }}
          >
            {texts.reset}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
});
