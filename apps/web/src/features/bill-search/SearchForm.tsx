import { memo, useEffect, useRef } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { billSearchHelpTexts, billSearchLimits, billSearchMessages, billSearchTexts as texts, todayIso, type BillSearchMode } from '@wcpp/contract';
import { DateField } from '../../components/ui/DateField';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextField } from '../../components/ui/TextField';
import { useTinNames } from '../../lib/tins';
import { TinSelector } from './TinSelector';
import { lazyResolver, loadValidation } from './load-validation';
import { emptyValues, initialTins, toParams, type SearchValues as Values } from './search-params';
import type { SearchParams } from './useBillSearch';

interface Props {
  mode: BillSearchMode;
  tins: string[];
  /** The TINs of the person's last search (issue 27 §2): the selection starts with those still theirs. */
  lastTins?: readonly string[];
  busy: boolean;
  /** `typed`: the fields as typed (dates as the person wrote them), for the kept place. */
  onSearch: (tins: string[], params: SearchParams, typed: Values) => void;
  /** Reset, and a new validation error: the last search's results and banners go (issue 26 §3). */
  onReset: () => void;
  /** The form of the last search, kept across Back and reload (docs/decisions/055). */
  initialValues?: Values;
  /** Opens the Search Help panel the global message refers to. */
  onHelp: () => void;
  /** The person entered the form: what a search needs next may start loading. */
  onEnter?: () => void;
}

/**
 * One mode's form. Plain HTML and app/base.css, as the sign-in form: the form draws before the
 * results' table has loaded (docs/decisions/046). Memoised: the page re-renders for updates that
 * leave a form's props as they were (BillSearchPage).
 */
export const SearchForm = memo(function SearchForm({ mode, tins, lastTins, busy, onSearch, onReset, onHelp, onEnter, initialValues }: Props) {
  const names = useTinNames();
  const { control, handleSubmit, reset, resetField, watch, getValues, formState } = useForm<Values, unknown, Values>({
    resolver: lazyResolver(mode),
    defaultValues: initialValues ?? emptyValues(tins, lastTins),
  });
  // The TINs arrive after the form may already be typed in: only their selection starts over (the
  // first TINs are already the default: no second render on the way in).
  const firstTins = useRef(tins);
  useEffect(() => {
    if (tins !== firstTins.current) resetField('tins', { defaultValue: initialTins(tins, lastTins) });
  }, [tins, lastTins, resetField]);
  const errors: FieldErrors<Values> = formState.errors;
  const id = (name: string) => `${mode}-${name}`;
  const text = (name: Exclude<keyof Values, 'tins'>, label: string, maxLength: number, disabled = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field } }) => (
        <TextField
          id={id(name)}
          label={label}
          required={!disabled && mode !== 'billId'}
          maxLength={maxLength}
          disabled={disabled}
          error={errors[name]?.message}
          inputRef={ref}
          value={value}
          {...field}
        />
      )}
    />
  );
  const bcn = watch('billControlNumber');
  const documentId = watch('documentId');

  return (
    <form
      noValidate
      aria-label={texts.modes[mode]}
      // Focus in the form starts loading the rules (and, through onEnter, the results table), so
      // the first search does not wait for them.
      onFocus={() => {
        void loadValidation();
        onEnter?.();
      }}
      onSubmit={handleSubmit(
        (values) => onSearch(values.tins, toParams(mode, values), getValues()),
        () => onReset(),
      )}
    >
      <div className="wc-stack">
        <FormErrorSummary
          errors={errors}
          message={billSearchMessages.global}
          action={
            <button type="button" className="wc-btn wc-btn-outlined wc-btn-inherit wc-btn-small" onClick={onHelp}>
              {billSearchHelpTexts.title}
            </button>
          }
        />
        <Controller
          control={control}
          name="tins"
          render={({ field }) => <TinSelector id={id('tins')} tins={tins} names={names} value={field.value} onChange={field.onChange} error={errors.tins?.message} />}
        />
        <div className="wc-grid2">
          {mode === 'claimNumber' && (
            <>
              {text('claimNumber', texts.claimNumber, billSearchLimits.claimNumber)}
              <DateField control={control} name="serviceDate" id={id('serviceDate')} label={texts.serviceDate} hint={texts.dateHint} required max={todayIso()} error={errors.serviceDate?.message} />
            </>
          )}
          {mode === 'claimant' && (
            <>
              {text('firstName', texts.firstName, billSearchLimits.name)}
              {text('lastName', texts.lastName, billSearchLimits.name)}
              <DateField control={control} name="dateOfBirth" id={id('dateOfBirth')} label={texts.dateOfBirth} hint={texts.dateHint} required max={todayIso()} error={errors.dateOfBirth?.message} />
              <DateField control={control} name="serviceDate" id={id('serviceDate')} label={texts.serviceDate} hint={texts.dateHint} required max={todayIso()} error={errors.serviceDate?.message} />
            </>
          )}
          {mode === 'billId' && (
            <>
              {/* Part 1 §5: each input is disabled while the other has a value. */}
              {text('billControlNumber', texts.billControlNumber, billSearchLimits.billControlNumber, Boolean(documentId))}
              {text('documentId', texts.documentId, billSearchLimits.documentId, Boolean(bcn))}
            </>
          )}
        </div>
        <div className="wc-row">
          <button type="submit" className="wc-btn wc-btn-contained wc-btn-medium" disabled={busy}>
            {texts.search}
          </button>
          <button
            type="button"
            className="wc-btn wc-btn-outlined"
            onClick={() => {
              reset(emptyValues(tins, lastTins));
              onReset();
            }}
          >
            {texts.reset}
          </button>
        </div>
      </div>
    </form>
  );
});
