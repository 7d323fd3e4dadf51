import { useEffect, useMemo, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import {
  billSearchLimits,
  claimSearchMessages,
  claimTexts,
  claimSearchTexts as texts,
  ClaimSearchFormSchema,
  dateFieldTexts,
  formatDate,
  genericMessages,
  todayIso,
  type Claim,
  type ClaimSearchForm,
} from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Grid, Stack } from '../../components/ui/Stack';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { linkColumn } from '../../components/link-column';
import { exportClaims } from '../../lib/exports';
import { DateField } from '../../components/ui/DateField';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/ui/TextField';
import { forgetPlace, useKeptPlace } from '../../lib/kept-place';
import { claimPath } from '../../lib/paths';
import { useClaimSearch } from './api';
import { useEffectiveUser } from '../../lib/user';
import { useKeepSearch } from '../../components/saved-searches/api';
import { SavedSearches } from '../../components/saved-searches/SavedSearches';

const empty: ClaimSearchForm = { claimantFirstName: '', claimantLastName: '', claimantDOB: '', doi: '', wildCardFstName: false };

// On a phone the claim and the claimant stay columns; the rest fold into the row's details (docs/decisions/032).
const columns: DataColumn<Claim>[] = [
  linkColumn({ id: 'claimNumber', header: texts.columns.claimNumber, text: (c) => c.claimNumber, priority: 'key', to: (c) => claimPath(c.claimNumber), label: (c) => claimTexts.openClaim(c.claimNumber) }),
  {
    id: 'claimant',
    header: texts.columns.claimant,
    text: (c) => `${c.claimantFirstName} ${c.claimantLastName}`,
    sortValue: (c) => c.claimantFirstName.toLowerCase(),
    priority: 'key',
  },
  { id: 'dob', header: texts.columns.dateOfBirth, text: (c) => formatDate(c.claimantDOB), sortValue: (c) => c.claimantDOB, nowrap: true },
  { id: 'doi', header: texts.columns.dateOfInjury, text: (c) => formatDate(c.claimantDOI), sortValue: (c) => c.claimantDOI, nowrap: true },
  { id: 'state', header: texts.columns.state, text: (c) => c.stateOfJurisdiction },
  { id: 'gender', header: texts.columns.gender, text: (c) => c.claimantGender },
];
const claimLabel = (c: Claim) => texts.rowLabel(c.claimNumber);

/** /wcpp/ClaimSearch (part 1 §2, §5, §7): one claimant's claims. */
export function ClaimSearchPage() {
  // Back and a reload come back to the last search, asked again (docs/decisions/055).
  const place = useKeptPlace('claimSearch', ClaimSearchFormSchema);
  const { control, register, handleSubmit, reset, getValues, formState } = useForm({ resolver: zodResolver(ClaimSearchFormSchema), defaultValues: place.kept ?? empty });
  const search = useClaimSearch();
  const errors = formState.errors;
  // Issue 27 §5: each search is kept as a recent one (not while mirroring); the one on screen can be saved.
  const { isMirroring } = useEffectiveUser();
  const keepRecent = useKeepSearch('claim').mutate;
  const [current, setCurrent] = useState<ClaimSearchForm | null>(place.kept);
  const claims = useMemo(() => search.data?.claims ?? [], [search.data]);

  const run = (v: ClaimSearchForm) =>
    search.mutate({
      claimantFirstName: v.claimantFirstName,
      claimantLastName: v.claimantLastName,
      claimantDOB: v.claimantDOB,
      doi: v.doi,
      wildCardFstName: v.wildCardFstName ? 'Y' : 'N',
    });
  // The kept form is checked and sent again, as typed; the table keeps its own place.
  const restore = useRef(place.kept !== null);
  const restoreRef = useRef(handleSubmit(run));
  useEffect(() => {
    if (restore.current) void restoreRef.current();
    restore.current = false;
  }, []);

  const forget = () => {
    place.forget();
    setCurrent(null);
    forgetPlace('table.claimSearch');
    search.reset();
  };
  const submit = handleSubmit(
    (v) => {
      const typed = getValues();
      place.keep(typed);
      setCurrent(typed);
      if (!isMirroring) keepRecent({ kind: 'claim', criteria: typed });
      forgetPlace('table.claimSearch');
      run(v);
    },
    // A new validation error replaces the last search: its results and banners go (issue 26 §3).
    forget,
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate aria-label={texts.title} onSubmit={submit}>
        <Stack gap={3} className="wc-mb3">
          <FormErrorSummary errors={errors} message={claimSearchMessages.summary} />
          <Grid columns={2}>
            <TextField id="claim-first" label={texts.firstName} required maxLength={billSearchLimits.name} error={errors.claimantFirstName?.message} {...register('claimantFirstName')} />
            <TextField id="claim-last" label={texts.lastName} required maxLength={billSearchLimits.name} error={errors.claimantLastName?.message} {...register('claimantLastName')} />
            <DateField control={control} name="claimantDOB" id="claim-dob" label={texts.dateOfBirth} hint={dateFieldTexts.hint} required max={todayIso()} error={errors.claimantDOB?.message} />
            <DateField control={control} name="doi" id="claim-doi" label={texts.dateOfInjury} hint={dateFieldTexts.hint} required max={todayIso()} error={errors.doi?.message} />
          </Grid>
          <Controller
            control={control}
            name="wildCardFstName"
            render={({ field }) => <Checkbox label={texts.wildcard} checked={field.value} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} ref={field.ref} />}
          />
          <Stack direction="row" gap={3}>
            <Button type="submit" variant="contained" disabled={search.isPending}>
              {texts.search}
            </Button>
            <Button
              variant="outlined"
              onClick={() => {
                reset(empty);
                forget();
              }}
            >
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </form>
      <SavedSearches
        kind="claim"
        current={current}
        readOnly={isMirroring}
        onRun={(criteria) => {
          reset(criteria);
          void submit();
        }}
      />
      <div role="status" aria-live="polite" className="wc-mb2">
        {search.isPending && <p className="wc-text">{texts.searching}</p>}
      </div>
      {search.isError && <Alert severity="error">{genericMessages.generic}</Alert>}
      {search.data?.resultMessage && <Alert severity="error">{`Error: ${search.data.resultMessage}`}</Alert>}
      {claims.length > 0 && (
        <DataTable
          label={texts.resultsTable}
          columns={columns}
          rows={claims}
          rowKey={(c) => c.claimNumber}
          rowLabel={claimLabel}
          defaultSort={{ id: 'claimant' }}
          placeKey="claimSearch"
          exportRows={(rows, format) => exportClaims(rows.map((c) => c.claimNumber), format)}
        />
      )}
    </>
  );
}

export default ClaimSearchPage;
