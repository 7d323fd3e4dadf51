import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import {
  BillSearchByBillIdFormSchema,
  BillSearchByClaimantFormSchema,
  BillSearchByClaimNumberFormSchema,
  billSearchLimits,
  billSearchMessages,
  billSearchTexts as texts,
  serviceWindow,
  type BillSearchMode,
} from '@wcpp/contract';
import { DateField } from '../../components/DateField';
import { TextInput } from '../../components/TextInput';
import { TinSelector } from './TinSelector';
import type { SearchParams } from './useBillSearch';

const schemas = { claimNumber: BillSearchByClaimNumberFormSchema, claimant: BillSearchByClaimantFormSchema, billId: BillSearchByBillIdFormSchema };

interface Values {
  tins: string[];
  claimNumber: string;
  serviceDate: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  billControlNumber: string;
  documentId: string;
}

/** The fields of one mode; the schema of that mode validates them with the spec's messages. */
export function emptyValues(tins: string[]): Values {
  // Up to five TINs start selected; with more, the person chooses (docs/decisions/017).
  return { tins: tins.length <= billSearchLimits.maxTins ? tins : [], claimNumber: '', serviceDate: '', firstName: '', lastName: '', dateOfBirth: '', billControlNumber: '', documentId: '' };
}

/** What the API is sent for a valid form of the mode (part 1 §3 searchParams, §5 ±7 days). */
function toParams(mode: BillSearchMode, v: Record<string, string>): SearchParams {
  switch (mode) {
    case 'claimNumber':
      return { claimNumber: v.claimNumber, ...serviceWindow(v.serviceDate!) };
    case 'claimant':
      return { claimantFirstName: v.firstName, claimantLastName: v.lastName, claimantDateOfBirth: v.dateOfBirth, ...serviceWindow(v.serviceDate!) };
    case 'billId':
      return { billControlNumber: v.billControlNumber || undefined, documentId: v.documentId || undefined };
  }
}

interface Props {
  mode: BillSearchMode;
  tins: string[];
  busy: boolean;
  onSearch: (tins: string[], params: SearchParams) => void;
  onReset: () => void;
}

export function SearchForm({ mode, tins, busy, onSearch, onReset }: Props) {
  // The schema's output has the same fields, with dates as ISO strings (what the API takes).
  const { control, register, handleSubmit, reset, watch, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(schemas[mode] as never) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: emptyValues(tins),
  });
  useEffect(() => reset(emptyValues(tins)), [tins, reset]);
  const errors: FieldErrors<Values> = formState.errors;
  const hasErrors = Object.keys(errors).length > 0;
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
        {hasErrors && <Alert severity="error">{billSearchMessages.global}</Alert>}
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
}
