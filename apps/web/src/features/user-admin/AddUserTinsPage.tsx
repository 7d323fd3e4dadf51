import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { addUserMessages, addUserTexts as texts, genericMessages, userAdminTexts } from '@wcpp/contract';
import { MessageDialog } from '../../components/MessageDialog';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { to } from '../../lib/paths';
import { visuallyHidden } from '../../components/visually-hidden';
import { errorCode } from '../../lib/form';
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
  const draft = (location.state as { draft?: AddUserDraft } | null)?.draft;
  const [selected, setSelected] = useState<string[]>(draft?.selected ?? []);
  const [mustSelect, setMustSelect] = useState(false);
  const create = useCreateUser();

  if (!draft) return <Navigate to={to('ManageUserAddUser')} replace />;
  if (!caller) return <PageLoading />;
  const { values } = draft;
  const chooses = values.typeCd === 'PRUS';
  const newGroup = isNewGroup(values, caller.typeCd);
  const rows: TinRow[] = newGroup
    ? draft.providers.map((p) => ({ ftin: p.prvTaxId, date: '' }))
    : isProviderType(values.typeCd)
      ? (draft.group?.tins ?? []).map((t) => ({ ftin: t.ftin, date: t.displayDate })).sort((a, b) => a.ftin.localeCompare(b.ftin))
      : [];
  const ticked = (ftin: string) => !chooses || selected.includes(ftin);
  const toggle = (ftin: string) => setSelected((list) => (list.includes(ftin) ? list.filter((t) => t !== ftin) : [...list, ftin]));

  const previous = () => navigate(draft.from ?? to('ManageUserAddUser'), { state: { draft: { ...draft, selected } } });
  const submit = () => {
    if (chooses && !selected.length) return setMustSelect(true);
    const tins = chooses ? selected : newGroup ? rows.map((r) => r.ftin) : [];
    create.mutate(toRequest(draft, caller.typeCd, tins), {
      onSuccess: () => navigate(to('ManageUsers'), { state: { notice: addUserMessages.created } }),
    });
  };
  const failure = create.isError ? (errorCode(create.error) === 'INVALID_EMAIL' ? addUserMessages.emailInUse : genericMessages.generic) : null;

  return (
    <>
      <PageTitle>{texts.stepTwoTitle(values.userFirstName, values.userLastName)}</PageTitle>
      <Stack spacing={2} sx={{ maxWidth: 640 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {create.isPending && (
          <Typography role="status" variant="body2">
            {texts.creating}
          </Typography>
        )}
        {!isProviderType(values.typeCd) ? (
          <Typography>{texts.internalNoTins}</Typography>
        ) : (
          <>
            {values.typeCd === 'PRAD' && !newGroup && <Typography>{texts.allTinsNote}</Typography>}
            <Table size="small" aria-label={texts.stepTwoTitle(values.userFirstName, values.userLastName)}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <span style={visuallyHidden}>{userAdminTexts.select}</span>
                  </TableCell>
                  <TableCell>{userAdminTexts.tin}</TableCell>
                  <TableCell>{userAdminTexts.dateAdded}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.ftin}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={ticked(row.ftin)}
                        disabled={!chooses}
                        onChange={() => toggle(row.ftin)}
                        slotProps={{ input: { 'aria-label': `${userAdminTexts.select} ${row.ftin}` } }}
                      />
                    </TableCell>
                    <TableCell>{row.ftin}</TableCell>
                    <TableCell>{row.date}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
        <Stack direction="row" spacing={2}>
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
      </Stack>
      <MessageDialog open={mustSelect} title={addUserMessages.mustSelectTin} okLabel={texts.ok} onClose={() => setMustSelect(false)} />
    </>
  );
}

export default AddUserTinsPage;
