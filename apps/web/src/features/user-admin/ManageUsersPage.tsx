import { Link, useLocation, useNavigate } from 'react-router';
import { manageUsersActions, manageUsersMessages, userAdminTexts as texts, type UserActionCode, type UserRow } from '@wcpp/contract';
import { DataTable } from '../../components/DataTable';
import { exportGroupUsers } from '../../lib/exports';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { useGroupUsers } from './api';
import { GroupFactorRule } from './GroupFactorRule';
import { isCallingAction, useUserActionFlow, UserActionsMenu } from './UserActions';
import { userColumns } from './user-columns';

export function ManageUsersPage() {
  const session = useSession();
  const { data: me, isMirroring } = useEffectiveUser();
  const navigate = useNavigate();
  const location = useLocation();
  const notice: string | null = location.state?.notice ?? null;
  const actor = session?.userName ?? '';
  const group = me?.grpInfoId ?? null;
  const list = useGroupUsers(group, actor);
  const flow = useUserActionFlow(actor, notice);

  if (!me) return <PageLoading />;
  const choose = (action: UserActionCode, row: UserRow) => {
    if (action === 'EDIT_PROFILE') return navigate(to('EditProfile'), { state: { user: row, admin: false } });
    if (action === 'MANAGE_TINS') return navigate(to('ManageTinsForUser'), { state: { user: row } });
    if (isCallingAction(action)) flow.start(action, row);
  };
  const actionsOf = (row: UserRow) => (
    <UserActionsMenu row={row} actions={manageUsersActions.filter((a) => row.userActions.includes(a))} readOnly={isMirroring} onChoose={choose} />
  );

  return (
    <>
      <PageTitle>{texts.manageUsersTitle}</PageTitle>
      <div className="wc-stack">
        {/* A system administrator has no group, yet Add User returns here with its notice (part 2 §2). */}
        {group === null && flow.message}
        {group === null ? (
          <Alert severity="info">
            {texts.noGroup}{' '}
            <Link className="wc-link" to={to('UserSearch')}>
              {texts.userSearchTitle}
            </Link>
          </Alert>
        ) : (
          <>
            {isMirroring && <Alert severity="info">{texts.mirroringNote}</Alert>}
            {flow.message}
            {me.typeCd !== 'IRAD' && (
              <div>
                {isMirroring ? (
                  <Button variant="contained" disabled>
                    {texts.addUser}
                  </Button>
                ) : (
                  <Link className="wc-link wc-strong" to={to('ManageUserAddUser')}>
                    {texts.addUser}
                  </Link>
                )}
              </div>
            )}
            <GroupFactorRule groupId={group} readOnly={isMirroring} />
            {list.isError && <Alert severity="error">{manageUsersMessages.retrieval}</Alert>}
            {list.isPending ? (
              <PageLoading />
            ) : (
              list.data && (
                <DataTable
                  label={texts.manageUsersTitle}
                  columns={userColumns(actionsOf, true)}
                  rows={list.data}
                  rowKey={(r) => String(r.id)}
                  rowLabel={(r) => `${r.userFirstName} ${r.userLastName}`}
                  defaultSort={{ id: 'userFirstName' }}
                  exportRows={group === null ? undefined : (rows, format) => exportGroupUsers(group, rows.map((r) => r.id), format)}
                />
              )
            )}
          </>
        )}
      </div>
      {flow.dialog}
    </>
  );
}

export default ManageUsersPage;
