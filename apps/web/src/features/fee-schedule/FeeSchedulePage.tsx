import { ownTinTexts, feeScheduleMessages as messages, feeScheduleTexts as texts } from '@wcpp/contract';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Dialog } from '../../components/ui/Dialog';
import { useOwnTins, useTinNames } from '../../lib/tins';
import { useEffectiveUser } from '../../lib/user';
import { FeeScheduleFiles } from './FeeScheduleFiles';
import { FeeScheduleForm } from './FeeScheduleForm';
import { RateCodesTable } from './RateCodesTable';
import { useFeeScheduleSearch } from './useFeeScheduleSearch';

/** The progress cannot be dismissed: it closes when the stream ends. */
const stay = () => {};

/**
 * PPO Fee Schedule (/wcpp/FeeSchedule; part 2 §2, §4, §5, §8): line of business, Tax ID and Provider,
 * Search for the provider's rate codes, and Select on a location to ask for its file. The file is
 * produced in the background: a progress dialog stays while the stream reports, then the file is in
 * the header's Fee Schedules. A hospital's schedule is asked for in writing; a mirror only looks.
 */
export function FeeSchedulePage() {
  const { data: me, isMirroring } = useEffectiveUser();
  const tinsQuery = useOwnTins();
  const tinNames = useTinNames();
  const flow = useFeeScheduleSearch();
  const { search, rateCodes, notice } = flow;

  if (!me || tinsQuery.isPending) return <PageLoading />;
  const tins = tinsQuery.data ?? [];
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
      <FeeScheduleForm flow={flow} tins={tins} tinNames={tinNames} />
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
          <RateCodesTable search={search} rows={rows} busy={flow.pending || isMirroring} onSelect={(r) => void flow.select(r)} />
        )}
      </div>
      {flow.session && <FeeScheduleFiles userName={me.userNm} isMirroring={isMirroring} />}
      {flow.inProgress && (
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
