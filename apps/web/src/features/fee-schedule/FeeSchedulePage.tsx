import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ownTinTexts,
  feeScheduleLines,
  feeScheduleMessages as messages,
  feeScheduleTexts as texts,
  type FeeScheduleLob,
  type RateCode,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { NativeSelectField } from '../../components/NativeSelectField';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { RadioChoice } from '../../components/RadioChoice';
import { errorCode } from '../../lib/form';
import { ApiError } from '../../lib/http';
import { useSession } from '../../lib/session';
import { useOwnTins } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { useAddFeeScheduleRequest, useFeeScheduleProviders, useRateCodes, useStoreFiles, type RateCodeSearch } from './api';
import { FeeScheduleFiles } from './FeeScheduleFiles';
import { awaitFeeSchedule } from './stream';

type Notice = { severity: 'success' | 'info' | 'error'; text: string };

/**
 * PPO Fee Schedule (/wcpp/FeeSchedule; part 2 §2, §4, §5, §8): line of business, Tax ID and Provider,
 * Search for the provider's rate codes, and Select on a location to ask for its file. The file is
 * produced in the background: a progress dialog stays while the stream reports, then the file is in
 * the header's Fee Schedules. A hospital's schedule is asked for in writing; a mirror only looks.
 */
export function FeeSchedulePage() {
  const session = useSession();
  const { data: me, isMirroring } = useEffectiveUser();
  const tinsQuery = useOwnTins(me?.userNm ?? '');
  const [lob, setLob] = useState<FeeScheduleLob>('DPWC');
  const [tin, setTin] = useState('');
  const [prvId, setPrvId] = useState('');
  const [errors, setErrors] = useState<{ tin?: string; prvId?: string }>({});
  const [search, setSearch] = useState<RateCodeSearch | null>(null);
  const [run, setRun] = useState(0);
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const providers = useFeeScheduleProviders(tin);
  const rateCodes = useRateCodes(search, run);
  const addRequest = useAddFeeScheduleRequest();
  const storeFiles = useStoreFiles(session?.userName ?? '');
  const abort = useRef<AbortController | null>(null);

  if (!me || tinsQuery.isPending) return <PageLoading />;
  const tins = tinsQuery.data ?? [];
  const provider = providers.data?.find((p) => String(p.prvId) === prvId) ?? null;
  const hospital = provider?.prvProviderType === 'H';

  const reset = (nextLob: FeeScheduleLob = 'DPWC') => {
    setLob(nextLob);
    setTin('');
    setPrvId('');
    setErrors({});
    setSearch(null);
    setNotice(null);
  };
  const onSearch = (event: React.FormEvent) => {
    event.preventDefault();
    const missing = { ...(tin ? {} : { tin: messages.selectTin }), ...(prvId ? {} : { prvId: messages.selectProvider }) };
    setErrors(missing);
    if (missing.tin || missing.prvId) {
      document.getElementById(missing.tin ? 'fee-tin' : 'fee-provider')?.focus();
      return;
    }
    setNotice(null);
    setSearch({ lob, prvId: Number(prvId), tin });
    setRun((n) => n + 1);
  };
  const select = async (rate: RateCode) => {
    if (!provider || pending || !session) return;
    setPending(true);
    setNotice(null);
    try {
      const { feeSchedRqstId } = await addRequest.mutateAsync({ userName: session.userName, rateCd: rate.nationalRateCd, prvName: provider.prvName, zip: rate.lctnZipCd, prvId: provider.prvId });
      setNotice({ severity: 'info', text: messages.accepted });
      abort.current = new AbortController();
      const result = await awaitFeeSchedule(session.userName, feeSchedRqstId, abort.current.signal);
      storeFiles(result);
      const file = result.feeSchedList.find((f) => f.feeSchedRqstId === feeSchedRqstId);
      setNotice({ severity: 'success', text: messages.ready(file?.fileName ?? '') });
    } catch (error) {
      const code = errorCode(error);
      // A refusal the server explains: the letterhead, or a 429 (requests in progress, the hourly or daily quota).
      const serverText = error instanceof ApiError && (code === 'HOSPITAL_LETTERHEAD' || error.status === 429) ? error.message : null;
      setNotice({ severity: 'error', text: serverText ?? messages.requestFailed });
    } finally {
      setPending(false);
    }
  };

  const columns: DataColumn<RateCode>[] = [
    { id: 'code', header: texts.columns.nationalRateCd, text: (r) => r.nationalRateCd, priority: 'key', nowrap: true },
    { id: 'location', header: texts.columns.provLctnName, text: (r) => r.provLctnName, priority: 'key' },
    { id: 'address', header: texts.columns.provLctnAddr, text: (r) => r.provLctnAddr },
    { id: 'details', header: texts.columns.provLctnDetails, text: (r) => r.provLctnDetails ?? '', priority: 'secondary' },
    { id: 'zip', header: texts.columns.lctnZipCd, text: (r) => r.lctnZipCd, nowrap: true },
    { id: 'cpd', header: texts.columns.cpdProvId, text: (r) => r.cpdProvId, nowrap: true, priority: 'secondary' },
    {
      id: 'select',
      header: texts.select,
      text: () => '',
      controls: true,
      priority: 'key',
      render: (r) => (
        <Button size="small" variant="outlined" disabled={pending || isMirroring} onClick={() => void select(r)} aria-label={texts.selectRateCode(r.nationalRateCd, r.provLctnName)}>
          {texts.select}
        </Button>
      ),
    },
  ];
  const rows = rateCodes.data ?? [];
  const searching = rateCodes.isFetching;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {tins.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ownTinTexts.noTins}
        </Alert>
      )}
      <Box component="form" noValidate onSubmit={onSearch} aria-label={texts.title}>
        <Stack spacing={2}>
          <FormErrorSummary errors={errors} message={messages.summary} />
          <RadioChoice id="fee-lob" label={texts.lineOfBusiness} value={lob} options={feeScheduleLines} onChange={(l) => reset(l)} />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <NativeSelectField
                id="fee-tin"
                label={texts.tin}
                required
                value={tin}
                onChange={(v) => {
                  setTin(v);
                  setPrvId('');
                  setSearch(null);
                  setErrors({});
                }}
                options={[{ value: '', label: texts.choose }, ...tins.map((t) => ({ value: t, label: t }))]}
                error={errors.tin}
                disabled={tins.length === 0}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 5 }}>
              <NativeSelectField
                id="fee-provider"
                label={texts.provider}
                required
                value={prvId}
                onChange={(v) => {
                  setPrvId(v);
                  setSearch(null);
                  setErrors((old) => ({ ...old, prvId: undefined }));
                }}
                options={[{ value: '', label: texts.choose }, ...(providers.data ?? []).map((p) => ({ value: String(p.prvId), label: p.prvName }))]}
                error={errors.prvId ?? (providers.isError || (providers.isSuccess && providers.data.length === 0) ? messages.providerNotFound : undefined)}
                disabled={!tin || !providers.data?.length}
              />
            </Grid>
          </Grid>
          {hospital && <Alert severity="info">{messages.hospitalLetterhead}</Alert>}
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={searching || pending || hospital}>
              {texts.search}
            </Button>
            <Button type="button" variant="outlined" onClick={() => reset()} disabled={pending}>
              {texts.reset}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Box sx={{ mt: 3 }} aria-live="polite">
        {isMirroring && search && <Alert severity="info" sx={{ mb: 2 }}>{texts.mirroringNote}</Alert>}
        {notice && (
          <Alert severity={notice.severity} sx={{ mb: 2 }}>
            {notice.text}
          </Alert>
        )}
        {search && searching && <PageLoading />}
        {search && rateCodes.isError && <Alert severity="error">{messages.providerNotFound}</Alert>}
        {search && rateCodes.isSuccess && !searching && rows.length === 0 && <Alert severity="info">{messages.noRateCodes}</Alert>}
        {search && rateCodes.isSuccess && !searching && rows.length > 0 && (
          <DataTable<RateCode>
            label={texts.rateCodes}
            columns={columns}
            rows={rows}
            rowKey={(r) => `${r.nationalRateCd}|${r.provLctnName}`}
            rowLabel={(r) => r.nationalRateCd}
            defaultSort={{ id: 'code' }}
          />
        )}
      </Box>
      {session && <FeeScheduleFiles userName={me.userNm} isMirroring={isMirroring} />}
      <Dialog open={pending && addRequest.isSuccess} aria-labelledby="fee-progress-title" aria-describedby="fee-progress-text">
        <DialogTitle id="fee-progress-title">{texts.progressTitle}</DialogTitle>
        <DialogContent>
          <PageLoading label={texts.progress} />
          <Typography id="fee-progress-text" role="status">
            {texts.progress}
          </Typography>
        </DialogContent>
      </Dialog>
    </>
  );
}

export default FeeSchedulePage;
