import { useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  ownTinTexts,
  feeScheduleLines,
  feeScheduleMessages as messages,
  feeScheduleTexts as texts,
  FeeScheduleFormSchema,
  type FeeScheduleForm,
  type FeeScheduleLob,
  type RateCode,
  tinLabel,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { exportRateCodes } from '../../lib/exports';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { CascadeSelects, cascadeStepOf } from '../../components/CascadeSelects';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { RadioGroup } from '../../components/ui/RadioGroup';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Grid, Stack } from '../../components/ui/Stack';
import { errorMessage } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { useAddFeeScheduleRequest, useFeeScheduleProviders, useRateCodes, useStoreFiles, type RateCodeSearch } from './api';
import { FeeScheduleFiles } from './FeeScheduleFiles';
import { awaitFeeSchedule } from './stream';

type Notice = { severity: 'success' | 'info' | 'error'; text: string };
const none: FeeScheduleForm = { tin: '', prvId: '' };
/** The selects of the cascade (components/CascadeSelects.tsx). */
const step = cascadeStepOf<FeeScheduleForm>();
/** The progress cannot be dismissed: it closes when the stream ends. */
const stay = () => {};

/**
 * PPO Fee Schedule (/wcpp/FeeSchedule; part 2 §2, §4, §5, §8): line of business, Tax ID and Provider,
 * Search for the provider's rate codes, and Select on a location to ask for its file. The file is
 * produced in the background: a progress dialog stays while the stream reports, then the file is in
 * the header's Fee Schedules. A hospital's schedule is asked for in writing; a mirror only looks.
 */
export function FeeSchedulePage() {
  const session = useSession();
  const { data: me, isMirroring } = useEffectiveUser();
  const tinsQuery = useOwnTins();
  const tinNames = useTinNames();
  const [lob, setLob] = useState<FeeScheduleLob>('DPWC');
  // The Tax ID and the Provider are the form's (react-hook-form with the contract's schema): only a
  // submit sets their messages, and a choice clears its own and what follows (issue 26 §4: no summary
  // before a submit).
  const { register, watch, setValue, clearErrors, reset: resetForm, handleSubmit, formState } = useForm<FeeScheduleForm>({
    resolver: zodResolver(FeeScheduleFormSchema),
    defaultValues: none,
  });
  const { tin, prvId } = watch();
  const errors = formState.errors;
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
    resetForm(none);
    setSearch(null);
    setNotice(null);
  };
  const onSearch = handleSubmit((values) => {
    setNotice(null);
    setSearch({ lob, prvId: Number(values.prvId), tin: values.tin });
    setRun((n) => n + 1);
  });
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
      setNotice({ severity: 'error', text: errorMessage('feeScheduleRequest', error) });
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
        <Alert severity="info" className="wc-mb2">
          {ownTinTexts.noTins}
        </Alert>
      )}
      <form noValidate onSubmit={onSearch} aria-label={texts.title} className="wc-stack">
        <FormErrorSummary errors={errors} message={messages.summary} />
        <RadioGroup name="fee-lob" label={texts.lineOfBusiness} value={lob} options={feeScheduleLines} onChange={(l) => reset(l)} />
        <Grid columns={2} className="wc-max-900">
          <CascadeSelects<FeeScheduleForm>
            idPrefix="fee"
            form={{ register, setValue, clearErrors }}
            errors={errors}
            placeholder={texts.choose}
            onChange={() => setSearch(null)}
            steps={[
              step('tin', texts.tin, tins, (t) => ({ value: t, label: tinLabel(t, tinNames.get(t)) })),
              step('prvId', texts.provider, providers, (p) => ({ value: String(p.prvId), label: texts.providerOption(p) }), {
                ready: Boolean(tin),
                failed: messages.providerNotFound,
                empty: messages.providerNotFound,
              }),
            ]}
          />
        </Grid>
        {hospital && <Alert severity="info">{messages.hospitalLetterhead}</Alert>}
        <Stack direction="row">
          <Button type="submit" disabled={searching || pending || hospital}>
            {texts.search}
          </Button>
          <Button variant="outlined" onClick={() => reset()} disabled={pending}>
            {texts.reset}
          </Button>
        </Stack>
      </form>
      <div className="wc-results" aria-live="polite">
        {isMirroring && search && (
          <Alert severity="info" className="wc-mb2">
            {texts.mirroringNote}
          </Alert>
        )}
        {notice && (
          <Alert severity={notice.severity} className="wc-mb2">
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
            exportRows={(shown, format) => exportRateCodes(search, shown, format)}
          />
        )}
      </div>
      {session && <FeeScheduleFiles userName={me.userNm} isMirroring={isMirroring} />}
      {pending && addRequest.isSuccess && (
        <Dialog title={texts.progressTitle} titleId="fee-progress-title" describedBy="fee-progress-text" onClose={stay}>
          <PageLoading label={texts.progress} />
          <p id="fee-progress-text" role="status" className="wc-text">
            {texts.progress}
          </p>
        </Dialog>
      )}
    </>
  );
}

export default FeeSchedulePage;
