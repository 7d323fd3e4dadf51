import { Link } from 'react-router';
import { groupTinMessages, guards, managesGroup, tinClaimTexts as claimTexts, tinsTexts as texts, userAdminTexts } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { AddGroupTinForm } from './AddGroupTinForm';
import { GroupTinsTable } from './GroupTinsTable';
import { NoticeAlert } from './NoticeAlert';
import { TinNicknameDialog } from './TinNicknameDialog';
import { AllTinClaims, OwnTinClaims, TinClaimRequests } from './TinClaims';
import { useManageGroupTins } from './useManageGroupTins';

/**
 * Manage TINs of the group (/wcpp/ManageTins; part 2 §5, §8): add a TIN proven by a bill control
 * number or provider id on file under it, remove TINs (never none, never all, after a warning).
 * A TIN another group holds waits for its holders' approval; they approve or deny such requests here
 * (docs/decisions/047). The read-only administrator and a mirror see the lists only.
 */
export function ManageTinsPage() {
  const { data: me, isMirroring } = useEffectiveUser();
  if (!me) return <PageLoading />;
  if (me.grpInfoId === null) {
    return (
      <>
        <PageTitle>{texts.title}</PageTitle>
        <Alert severity="info">
          {userAdminTexts.noGroup}{' '}
          <Link className="wc-link" to={to('UserSearch')}>
            {userAdminTexts.userSearchTitle}
          </Link>
        </Alert>
        <AllTinClaims canDecide={!isMirroring && guards.systemAdmin(me)} />
      </>
    );
  }
  const canChange = !isMirroring && managesGroup({ id: me.id, typeCd: me.typeCd, grpInfoId: me.grpInfoId }, me.grpInfoId, true);
  return <GroupTins group={me.grpInfoId} canChange={canChange} mirroring={isMirroring} />;
}

function GroupTins({ group, canChange, mirroring }: { group: number; canChange: boolean; mirroring: boolean }) {
  const flow = useManageGroupTins(group);
  const { list, claims, notice, setNotice, naming, setNaming } = flow;

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      {naming && (
        <TinNicknameDialog
          group={group}
          tin={naming}
          onClose={() => setNaming(null)}
          onSaved={(text) => {
            setNaming(null);
            setNotice({ severity: 'success', text });
          }}
        />
      )}
      <div className="wc-stack wc-max-900">
        {mirroring && <Alert severity="info">{userAdminTexts.mirroringNote}</Alert>}
        <NoticeAlert notice={notice} onClose={() => setNotice(null)} />
        {claims.isError && <Alert severity="error">{groupTinMessages.retrieval}</Alert>}
        <TinClaimRequests
          title={claimTexts.incomingTitle}
          help={claimTexts.incomingHelp}
          claims={claims.data?.incoming ?? []}
          grpInfoId={group}
          canDecide={canChange}
          onNotice={setNotice}
        />
        {canChange && <AddGroupTinForm flow={flow} />}
        {list.isError && <Alert severity="error">{groupTinMessages.retrieval}</Alert>}
        {list.isPending ? (
          <PageLoading />
        ) : (
          list.data && <GroupTinsTable group={group} rows={list.data} canChange={canChange} selected={flow.selected} onToggle={flow.toggle} onName={setNaming} />
        )}
        {canChange && (
          <div>
            <Button variant="outlined" onClick={flow.askRemove} disabled={flow.removing}>
              {texts.removeButton}
            </Button>
          </div>
        )}
        <OwnTinClaims claims={claims.data?.outgoing ?? []} />
      </div>
      <ConfirmDialog
        open={flow.confirming}
        title={groupTinMessages.removeWarning}
        confirmLabel={userAdminTexts.continue}
        cancelLabel={userAdminTexts.cancel}
        busy={flow.removing}
        onConfirm={flow.confirmRemove}
        onCancel={flow.cancelRemove}
      />
    </>
  );
}

export default ManageTinsPage;
