import { useMemo } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  billSearchLimits,
  claimSearchMessages,
  claimSearchTexts as texts,
  ClaimSearchFormSchema,
  formatDate,
  genericMessages,
  type Claim,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { DateField } from '../../components/DateField';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { useClaimSearch } from './api';

interface Values {
  claimantFirstName: string;
  claimantLastName: string;
  claimantDOB: string;
  doi: string;
  wildCardFstName: boolean;
}
const empty: Values = { claimantFirstName: '', claimantLastName: '', claimantDOB: '', doi: '', wildCardFstName: false };

// On a phone the claim and the claimant stay columns; the rest fold into the row's details (docs/decisions/032).
const columns: DataColumn<Claim>[] = [
  { id: 'claimNumber', header: texts.columns.claimNumber, text: (c) => c.claimNumber, priority: 'key', nowrap: true },
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
  const { control, register, handleSubmit, reset, formState } = useForm<Values, unknown, Values>({
    resolver: zodResolver(ClaimSearchFormSchema as never) as unknown as Resolver<Values, unknown, Values>,
    defaultValues: empty,
  });
  const search = useClaimSearch();
  const errors = formState.errors;
  const claims = useMemo(() => search.data?.claims ?? [], [search.data]);

  const submit = handleSubmit((v) =>
    search.mutate({
      claimantFirstName: v.claimantFirstName,
      claimantLastName: v.claimantLastName,
      claimantDOB: v.claimantDOB,
      doi: v.doi,
      wildCardFstName: v.wildCardFstName ? 'Y' : 'N',
    }),
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate aria-label={texts.title} onSubmit={submit}>
        <Stack spacing={2} sx={{ mb: 3 }}>
          <FormErrorSummary errors={errors} message={claimSearchMessages.summary} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput id="claim-first" label={texts.firstName} required maxLength={billSearchLimits.name} error={errors.claimantFirstName?.message} {...register('claimantFirstName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput id="claim-last" label={texts.lastName} required maxLength={billSearchLimits.name} error={errors.claimantLastName?.message} {...register('claimantLastName')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField control={control} name="claimantDOB" id="claim-dob" label={texts.dateOfBirth} hint="MM/DD/YYYY" required error={errors.claimantDOB?.message} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DateField control={control} name="doi" id="claim-doi" label={texts.dateOfInjury} hint="MM/DD/YYYY" required error={errors.doi?.message} />
            </Grid>
          </Grid>
          <Controller
            control={control}
            name="wildCardFstName"
            render={({ field }) => <FormControlLabel control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={texts.wildcard} />}
          />
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={search.isPending}>
              {texts.search}
            </Button>
            <Button
              type="button"
              variant="outlined"
              onClick={() => {
                reset(empty);
                search.reset();
              }}
            >
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </form>
      <Box role="status" aria-live="polite" sx={{ mb: 2 }}>
        {search.isPending && <Typography>{texts.searching}</Typography>}
      </Box>
      {search.isError && <Alert severity="error">{genericMessages.generic}</Alert>}
      {search.data?.resultMessage && <Alert severity="error">{`Error: ${search.data.resultMessage}`}</Alert>}
      {claims.length > 0 && <DataTable label={texts.resultsTable} columns={columns} rows={claims} rowKey={(c) => c.claimNumber} rowLabel={claimLabel} defaultSort={{ id: 'claimant' }} />}
    </>
  );
}

export default ClaimSearchPage;
