import { Navigate, useLocation, useNavigate } from 'react-router';
import { formatDate, genericMessages, userAdminTexts as texts, type UserFtin, type UserRow, type UserSearchRequest } from '@wcpp/contract';
import { DataTable } from '../../components/DataTable';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { to } from '../../lib/paths';
import { useUserTins } from './api';

/** View TINs for {user} (/wcpp/ViewTinsForUser; part 2 §2): read-only; BACK returns to User Search with its search. */
export function ViewTinsPage() {
  const state: { user?: UserRow; searchInfo?: UserSearchRequest | null } | null = useLocation().state;
  if (!state?.user) return <Navigate to={to('UserSearch')} replace />;
  return <ViewTins user={state.user} searchInfo={state.searchInfo ?? null} />;
}

function ViewTins({ user, searchInfo }: { user: UserRow; searchInfo: UserSearchRequest | null }) {
  const navigate = useNavigate();
  const tins = useUserTins(user.userNm);
  const title = texts.viewTinsTitle(`${user.userFirstName} ${user.userLastName}`);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <div className="wc-stack wc-max-640">
        {tins.isError && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {tins.isPending ? (
          <PageLoading />
        ) : (
          tins.data && (
            <DataTable<UserFtin>
              label={title}
              columns={[
                { id: 'ftin', header: texts.tin, text: (t) => t.ftin, priority: 'key' },
                { id: 'createdDate', header: texts.dateAdded, text: (t) => formatDate(t.createdDate), sortValue: (t) => t.createdDate ?? '', priority: 'key' },
              ]}
              rows={tins.data}
              rowKey={(t) => t.ftin}
              defaultSort={{ id: 'ftin' }}
              emptyText={texts.noTins}
            />
          )
        )}
        <div>
          <Button variant="contained" onClick={() => navigate(to('UserSearch'), { state: { searchInfo } })}>
            {texts.back}
          </Button>
        </div>
      </div>
    </>
  );
}

export default ViewTinsPage;
