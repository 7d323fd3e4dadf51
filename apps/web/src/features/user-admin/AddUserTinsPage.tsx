import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { addUserMessages, addUserTexts as texts, userAdminTexts } from '@wcpp/contract';
import { MessageDialog } from '../../components/MessageDialog';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Checkbox } from '../../components/ui/Checkbox';
import { Stack } from '../../components/ui/Stack';
import { errorMessage } from '../../lib/errors';
import * as accountErrors from '../../lib/error-contexts/accounts';
import { to } from '../../lib/paths';
import { useEffectiveUser } from '../../lib/user';
import { useCreateUser } from './add-user-api';
import { isNewGroup, isProviderType, toRequest, type AddUserDraft } from './add-user-draft';

/** A row of step 2's table: a TIN, when it was added, and whether it is ticked. */
interface TinRow {
  ftin: string;
  date: string;
}

/**
 * Add User, step 2 (/wcpp/AddUserManageTin; part 2 §2, §4): the new user's TINs. A Provider User's
 * are ticked here (at least one); any other type has all of its group's (none are sent). CREATE USER
 * adds the account and goes to Manage Users; PREVIOUS returns to step 1 with everything entered.
 */
export function AddUserTinsPage() {
  const { data: caller } = useEffectiveUser();
  const location = useLocation();
  const navigate = useNavigate();
  const draft: AddUserDraft | undefined = location.state?.draft;
  const [selected, setSelected] = useState<string[]>(draft?.selected ?? []);
  const [mustSelect, setMustSelect] = useState(false);
  const create = useCreateUser(() => navigate(to('ManageUsers'), { state: { notice: addUserMessages.created } }));

  if (!draft) return <Navigate to={to('ManageUserAddUser')} replace />;
  if (!caller) return <PageLoading />;
  const { values } = draft;
  const chooses = values.typeCd === 'PRUS';
  const newGroup = isNewGroup(values, caller.typeCd);
  const rows: TinRow[] = newGroup
    ? draft.values.providers.map((p) => ({ ftin: p.prvTaxId, date: '' }))
    : isProviderType(values.typeCd)
      ? (draft.group?.tins ?? []).map((t) => ({ ftin: t.ftin, date: t.displayDate })).sort((a, b) => a.ftin.localeCompare(b.ftin))
      : [];
  const ticked = (ftin: string) => !chooses || selected.includes(ftin);
  const toggle = (ftin: string) => setSelected((list) => (list.includes(ftin) ? list.filter((t) => t !== ftin) : [...list, ftin]));

  const previous = () => navigate(draft.from ?? to('ManageUserAddUser'), { state: { draft: { ...draft, selected } } });
  const submit = () => {
    if (chooses && !selected.length) return setMustSelect(true);
    const tins = chooses ? selected : newGroup ? rows.map((r) => r.ftin) : [];
    create.mutate(toRequest(draft, caller.typeCd, tins));
  };
  const failure = create.isError ? errorMessage(accountErrors.addUser, create.error) : null;

  return (
    <>
      <PageTitle>{texts.stepTwoTitle(values.userFirstName, values.userLastName)}</PageTitle>
      <div className="wc-stack wc-max-640">
        {failure && <Alert severity="error">{failure}</Alert>}
        {create.isPending && (
          <p role="status" className="wc-body2">
            {texts.creating}
          </p>
        )}
        {!isProviderType(values.typeCd) ? (
          <p className="wc-text">{texts.internalNoTins}</p>
        ) : (
          <>
            {values.typeCd === 'PRAD' && !newGroup && <p className="wc-text">{texts.allTinsNote}</p>}
            <div className="wc-table-scroll wc-paper wc-ua-dense">
              <table className="wc-table" aria-label={texts.stepTwoTitle(values.userFirstName, values.userLastName)}>
                <thead>
                  <tr>
                    <th scope="col" className="wc-ua-check-cell">
                      <span className="wc-visually-hidden">{userAdminTexts.select}</span>
                    </th>
                    <th scope="col">{userAdminTexts.tin}</th>
                    <th scope="col">{userAdminTexts.dateAdded}</th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.ftin}>
                      <td className="wc-ua-check-cell">
                        <Checkbox
                          className="wc-check-cell"
                          label={<span className="wc-visually-hidden">{`${userAdminTexts.select} ${row.ftin}`}</span>}
                          checked={ticked(row.ftin)}
                          disabled={!chooses}
                          onChange={() => toggle(row.ftin)}
                        />
                      </td>
                      <td>{row.ftin}</td>
                      <td>{row.date}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
        <Stack direction="row">
          <Button variant="contained" onClick={submit} disabled={create.isPending}>
            {texts.createUser}
          </Button>
          <Button variant="outlined" onClick={previous} disabled={create.isPending}>
            {texts.previous}
          </Button>
          <Button variant="outlined" onClick={() => navigate(to('ManageUsers'))} disabled={create.isPending}>
            {texts.cancel}
          </Button>
        </Stack>
      </div>
      <MessageDialog open={mustSelect} title={addUserMessages.mustSelectTin} okLabel={texts.ok} onClose={() => setMustSelect(false)} />
    </>
  );
}

export default AddUserTinsPage;
