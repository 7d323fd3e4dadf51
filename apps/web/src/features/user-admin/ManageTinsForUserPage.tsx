import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { addUserTexts, formatDate, manageUsersMessages, userAdminTexts as texts, userTinsMessages, type ManagedUserFtin, type UserRow } from '@wcpp/contract';
import { DataTable } from '../../components/DataTable';
import { MessageDialog } from '../../components/MessageDialog';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { checkColumn } from '../../components/check-column';
import { Stack } from '../../components/ui/Stack';
import { errorMessage } from '../../lib/errors';
import * as accountErrors from '../../lib/error-contexts/accounts';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { useManagedTins, useSaveManagedTins } from './api';

/**
 * Manage TINs for {user} (/wcpp/ManageTinsForUser; part 2 §2, §4, §6): the group's TINs, the user's
 * ticked; SAVE sends the full list. A Provider Admin has every TIN of the group, so its list is
 * read-only; removing every TIN is refused ('You cannot remove all TINs.'). Back to Manage Users.
 */
export function ManageTinsForUserPage() {
  const user: UserRow | undefined = useLocation().state?.user;
  if (!user) return <Navigate to={to('ManageUsers')} replace />;
  return <ManageTins user={user} />;
}

function ManageTins({ user }: { user: UserRow }) {
  const navigate = useNavigate();
  const session = useSession();
  const { isMirroring } = useEffectiveUser();
  const list = useManagedTins(user.userNm);
  const save = useSaveManagedTins(user.userNm, session?.userName ?? '', () => navigate(to('ManageUsers'), { state: { notice: manageUsersMessages.updated } }));
  const [ticked, setTicked] = useState<Set<string> | null>(null);
  const [removeAll, setRemoveAll] = useState(false);
  const name = `${user.userFirstName} ${user.userLastName}`;
  const fixed = user.typeCd !== 'PRUS' || isMirroring;
  if (list.isError)
    return (
      <>
        <PageTitle>{texts.manageTinsTitle(name)}</PageTitle>
        <Alert severity="error">{userTinsMessages.retrieval}</Alert>
      </>
    );
  if (!list.data) return <PageLoading />;
  const selected = ticked ?? new Set(list.data.filter((t) => t.hasIt).map((t) => t.ftin));
  const toggle = (ftin: string) => {
    const next = new Set(selected);
    if (next.has(ftin)) next.delete(ftin);
    else next.add(ftin);
    setTicked(next);
  };
  const submit = () => {
    if (!selected.size) return setRemoveAll(true);
    save.mutate(list.data.map((t) => ({ ftin: t.ftin, hasIt: selected.has(t.ftin) })));
  };

  return (
    <>
      <PageTitle>{texts.manageTinsTitle(name)}</PageTitle>
      <div className="wc-stack wc-max-760">
        {isMirroring && <Alert severity="info">{texts.mirroringNote}</Alert>}
        {user.typeCd === 'PRAD' && <Alert severity="info">{texts.providerAdminTins}</Alert>}
        {save.isError && <Alert severity="error">{errorMessage(accountErrors.userTins, save.error)}</Alert>}
        <DataTable<ManagedUserFtin>
          label={texts.manageTinsTitle(name)}
          columns={[
            checkColumn<ManagedUserFtin>({
              id: 'select',
              header: texts.select,
              checked: (t) => selected.has(t.ftin),
              onToggle: (t) => toggle(t.ftin),
              label: (t) => `${texts.select} ${t.ftin}`,
              disabled: fixed,
            }),
            { id: 'ftin', header: texts.tin, text: (t) => t.ftin, priority: 'key' },
            { id: 'createdDate', header: texts.dateAdded, text: (t) => formatDate(t.createdDate), sortValue: (t) => t.createdDate ?? '', priority: 'key' },
          ]}
          rows={list.data}
          rowKey={(t) => t.ftin}
          defaultSort={{ id: 'ftin' }}
          emptyText={texts.noTins}
        />
        <Stack direction="row">
          <Button variant="contained" onClick={submit} disabled={fixed || save.isPending}>
            {texts.save}
          </Button>
          <Button variant="outlined" onClick={() => navigate(to('ManageUsers'))}>
            {texts.cancel}
          </Button>
        </Stack>
      </div>
      <MessageDialog open={removeAll} title={userTinsMessages.removeAll} okLabel={addUserTexts.ok} onClose={() => setRemoveAll(false)} />
    </>
  );
}

export default ManageTinsForUserPage;
