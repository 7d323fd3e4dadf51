import { useId, useState } from 'react';
import {
  formatDate,
  groupTinMessages,
  tinClaimTexts as texts,
  tinsTexts,
  userAdminTexts,
  type TinClaim,
} from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { PageLoading } from '../../components/PageLoading';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { errorMessage } from '../../lib/errors';
import * as accountErrors from '../../lib/error-contexts/accounts';
import { useDecideTinClaim, useTinClaims } from './api';
import { NoticeAlert, type Notice } from './NoticeAlert';

/*
 * Requests for TINs that another group holds (docs/decisions/047): the holders' Provider Admins (and an
 * internal system administrator, for any) approve or deny them; the claiming group sees its own.
 */

type Decision = 'approve' | 'deny';

const tin: DataColumn<TinClaim> = { id: 'ftin', header: tinsTexts.tin, text: (c) => c.ftin, priority: 'key' };
const requestedBy: DataColumn<TinClaim> = { id: 'requestedBy', header: texts.requestedBy, text: (c) => c.requestedBy };
// Newest first, as the server sends them; dates M/D/YYYY as the TINs' Date Added.
const requestedDate: DataColumn<TinClaim> = {
  id: 'requestedDate',
  header: texts.requestedDate,
  text: (c) => formatDate(c.requestedDate),
  sortValue: (c) => c.requestedDate,
  nowrap: true,
};
const rowLabel = (c: TinClaim) => texts.rowLabel(c.ftin, c.grpInfoId);

function Section({ title, help, children }: { title: string; help?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="wc-section">
      <h2 className="wc-h2" id={id}>
        {title}
      </h2>
      {help && <p className="wc-body2">{help}</p>}
      {children}
    </section>
  );
}

interface RequestsProps {
  title: string;
  help?: string;
  claims: TinClaim[];
  /** The deciding group, or null for an internal administrator. */
  grpInfoId: number | null;
  /** Approve and Deny are offered (not to a mirror, not to the read-only administrator). */
  canDecide: boolean;
  /** Shown with 'none' when there are no requests; otherwise the section is left out. */
  showEmpty?: boolean;
  onNotice: (notice: Notice) => void;
}

/** Pending requests of other groups, each with Approve and Deny behind a confirmation. */
export function TinClaimRequests({ title, help, claims, grpInfoId, canDecide, showEmpty = false, onNotice }: RequestsProps) {
  const decide = useDecideTinClaim(grpInfoId);
  // The question stays while the dialog closes, so its text does not change as it fades out.
  const [asked, setAsked] = useState<{ claim: TinClaim; decision: Decision } | null>(null);
  const [open, setOpen] = useState(false);
  if (!claims.length && !showEmpty) return null;

  const ask = (claim: TinClaim, decision: Decision) => {
    setAsked({ claim, decision });
    setOpen(true);
  };
  const confirm = () =>
    decide.mutate(asked!, {
      onSuccess: (claim) =>
        onNotice({ severity: 'success', text: asked!.decision === 'approve' ? groupTinMessages.claimApproved(claim.ftin) : groupTinMessages.claimDenied(claim.ftin), focus: true }),
      onError: (error) => onNotice({ severity: 'error', text: errorMessage(accountErrors.groupTinAdd, error), focus: true }),
      onSettled: () => setOpen(false),
    });
  const actions: DataColumn<TinClaim> = {
    id: 'actions',
    header: texts.actions,
    text: () => '',
    priority: 'key',
    controls: true,
    render: (c) => (
      <Stack direction="row" gap={2} className="wc-cell-actions">
        <Button size="small" variant="outlined" aria-label={texts.approveLabel(c.ftin, c.grpInfoId)} onClick={() => ask(c, 'approve')}>
          {texts.approve}
        </Button>
        <Button size="small" variant="outlined" className="wc-btn-danger" aria-label={texts.denyLabel(c.ftin, c.grpInfoId)} onClick={() => ask(c, 'deny')}>
          {texts.deny}
        </Button>
      </Stack>
    ),
  };
  const group: DataColumn<TinClaim> = { id: 'grpInfoId', header: texts.group, text: (c) => String(c.grpInfoId), sortValue: (c) => c.grpInfoId, priority: 'key' };

  return (
    <Section title={title} help={help}>
      {claims.length ? (
        <DataTable<TinClaim>
          label={title}
          columns={[tin, group, requestedBy, requestedDate, ...(canDecide ? [actions] : [])]}
          rows={claims}
          rowKey={(c) => String(c.id)}
          rowLabel={rowLabel}
          defaultSort={{ id: 'requestedDate', desc: true }}
        />
      ) : (
        <p className="wc-text">{texts.none}</p>
      )}
      <ConfirmDialog
        open={open}
        title={asked ? (asked.decision === 'approve' ? texts.approveConfirm : texts.denyConfirm)(asked.claim.ftin, asked.claim.grpInfoId) : ''}
        confirmLabel={asked?.decision === 'deny' ? texts.deny : texts.approve}
        cancelLabel={userAdminTexts.cancel}
        busy={decide.isPending}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </Section>
  );
}

const status: DataColumn<TinClaim> = { id: 'status', header: texts.status, text: (c) => texts.statuses[c.status], priority: 'key' };

/** The group's own requests, with where each stands; left out when there are none. */
export function OwnTinClaims({ claims }: { claims: TinClaim[] }) {
  if (!claims.length) return null;
  return (
    <Section title={texts.ownTitle}>
      <DataTable<TinClaim>
        label={texts.ownTitle}
        columns={[tin, requestedBy, requestedDate, status]}
        rows={claims}
        rowKey={(c) => String(c.id)}
        rowLabel={(c) => c.ftin}
        defaultSort={{ id: 'requestedDate', desc: true }}
      />
    </Section>
  );
}

/**
 * Manage TINs of an internal administrator, who has no group: every pending request; the system
 * administrator (not the read-only one) approves or denies any of them.
 */
export function AllTinClaims({ canDecide }: { canDecide: boolean }) {
  const claims = useTinClaims(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <>
      <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
      {claims.isError && <Alert severity="error">{groupTinMessages.retrieval}</Alert>}
      {claims.isPending ? (
        <PageLoading />
      ) : (
        claims.data && <TinClaimRequests title={texts.allTitle} claims={claims.data.incoming} grpInfoId={null} canDecide={canDecide} showEmpty onNotice={setNotice} />
      )}
    </>
  );
}
