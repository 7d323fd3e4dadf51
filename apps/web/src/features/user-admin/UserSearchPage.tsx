import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate } from 'react-router';
import {
  fieldErrors,
  genericMessages,
  manageUsersMessages,
  USER_SEARCH_LIMIT,
  userAdminTexts as texts,
  userSearchActions,
  userSearchExport,
  userSearchFields,
  userSearchLimits,
  userSearchMessages,
  UserSearchRequestSchema,
  type UserActionCode,
  type UserRow,
  type UserSearchField,
  type UserSearchRequest,
} from '@wcpp/contract';
import { DataTable } from '../../components/DataTable';
import { FormButtons } from '../../components/FormButtons';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { saveFile } from '../../lib/files';
import { downloadUserSearch, useUserSearch } from './api';
import { userColumns } from './ManageUsersPage';
import { isCallingAction, useUserActionFlow, UserActionsMenu } from './UserActions';

type Values = Record<UserSearchField, string>;
const empty: Values = { userName: '', emailAddress: '', ftin: '', groupId: '' };
const labels: Record<UserSearchField, string> = { userName: texts.userName, emailAddress: texts.email, ftin: texts.tin, groupId: texts.groupId };
const limits: Record<UserSearchField, number> = { userName: userSearchLimits.username, emailAddress: userSearchLimits.email, ftin: userSearchLimits.tin, groupId: userSearchLimits.groupId };

/**
 * User Search (/wcpp/UserSearch, /wcpp/userSearch; part 2 §2, §5, §9): one criterion at a time, the
 * users with their row actions, and the UserSearch.xlsx export. Edit Profile and View TINs carry the
 * search (searchInfo), which shows again on the way back.
 */
export function UserSearchPage() {
  const session = useSession();
  const { data: me } = useEffectiveUser();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { searchInfo?: UserSearchRequest; notice?: string } | null;
  const [values, setValues] = useState<Values>({ ...empty, ...(state?.searchInfo as Partial<Values> | undefined) });
  const [criteria, setCriteria] = useState<UserSearchRequest | null>(state?.searchInfo ?? null);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [downloading, setDownloading] = useState(false);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const actor = session?.userName ?? '';
  const search = useUserSearch(criteria);
  const flow = useUserActionFlow(actor, state?.notice);

  if (!me) return <PageLoading />;
  const active = userSearchFields.find((f) => values[f].trim() !== '');

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const request: UserSearchRequest = active ? { [active]: values[active].trim() } : {};
    const parsed = UserSearchRequestSchema.safeParse(request);
    if (!parsed.success) {
      const found: Partial<Values> = fieldErrors(parsed.error.issues);
      setErrors(found);
      document.getElementById(`user-search-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setErrors({});
    flow.clear();
    setCriteria(request);
  };
  const reset = () => {
    setValues(empty);
    setErrors({});
    flow.clear();
    setCriteria(null);
  };
  const download = async () => {
    if (!criteria) return;
    // Part 2 §9: the button comes back after 500 ms.
    setDownloading(true);
    setTimeout(() => setDownloading(false), 500);
    setDownloadFailed(false);
    try {
      saveFile(await downloadUserSearch(criteria), userSearchExport.fileName);
    } catch {
      setDownloadFailed(true);
    }
  };

  const choose = (action: UserActionCode, row: UserRow) => {
    if (action === 'EDIT_PROFILE') return navigate(to('EditProfile'), { state: { user: row, admin: true, searchInfo: criteria } });
    if (action === 'VIEW_TINS') return navigate(to('ViewTinsForUser'), { state: { user: row, viewTINs: true, searchInfo: criteria } });
    if (isCallingAction(action)) flow.start(action, row);
  };
  const actionsOf = (row: UserRow) => (
    <UserActionsMenu row={row} actions={userSearchActions.filter((a) => row.userActions.includes(a))} readOnly={false} onChoose={choose} />
  );
  const rows = search.data?.users;

  return (
    <>
      <PageTitle>{texts.userSearchTitle}</PageTitle>
      <Stack spacing={2}>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.userSearchTitle} sx={{ maxWidth: 900 }}>
          <Grid container spacing={2}>
            {userSearchFields.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
                <TextInput
                  id={`user-search-${field}`}
                  label={labels[field]}
                  maxLength={limits[field]}
                  value={values[field]}
                  // Part 2 §2: only one field is active at a time.
                  disabled={active !== undefined && active !== field}
                  inputMode={field === 'ftin' || field === 'groupId' ? 'numeric' : undefined}
                  type={field === 'emailAddress' ? 'email' : 'text'}
                  error={errors[field]}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              </Grid>
            ))}
          </Grid>
          <FormButtons submitLabel={texts.search} cancelLabel={texts.reset} submitDisabled={search.isFetching} onCancel={reset} />
        </Stack>
        {flow.message}
        {search.isError && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {downloadFailed && <Alert severity="error">{genericMessages.generic}</Alert>}
        {criteria && search.isFetching && !rows && <PageLoading />}
        {rows && rows.length === 0 && (
          <Alert severity="info" role="status">
            {manageUsersMessages.noResults}
          </Alert>
        )}
        {rows && rows.length > 0 && (
          <>
            {search.data?.truncated && (
              <Alert severity="warning" role="status">
                {userSearchMessages.tooMany(USER_SEARCH_LIMIT)}
              </Alert>
            )}
            <div>
              <Button variant="outlined" onClick={download} disabled={downloading}>
                {texts.download}
              </Button>
            </div>
            <DataTable
              label={texts.userSearchTitle}
              columns={userColumns(actionsOf, false)}
              rows={rows}
              rowKey={(r) => String(r.id)}
              rowLabel={(r) => `${r.userFirstName} ${r.userLastName}`}
              defaultSort={{ id: 'userFirstName' }}
            />
          </>
        )}
      </Stack>
      {flow.dialog}
    </>
  );
}

export default UserSearchPage;
