import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import {
  genericMessages,
  manageUsersMessages,
  userAdminTexts as texts,
  userSearchActions,
  userSearchFields,
  userSearchLimits,
  UserSearchRequestSchema,
  type UserActionCode,
  type UserRow,
  type UserSearchField,
  type UserSearchRequest,
} from '@wcpp/contract';
import { FormButtons } from '../../components/FormButtons';
import { PageLoading } from '../../components/PageLoading';
import { PageTitle } from '../../components/PageTitle';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Grid } from '../../components/ui/Stack';
import { bind } from '../../lib/form';
import { forgetPlace, useKeptPlace } from '../../lib/kept-place';
import { to } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { useUserSearch } from './api';
import { isCallingAction, useUserActionFlow, UserActionsMenu } from './UserActions';
import { UserSearchResults } from './UserSearchResults';

const empty: Record<UserSearchField, string> = { userName: '', emailAddress: '', ftin: '', groupId: '' };
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
  const state: { searchInfo?: UserSearchRequest; notice?: string } | null = location.state;
  // The search a row action carried back, or else the one kept for Back and a reload (docs/decisions/055).
  const place = useKeptPlace('userSearch', UserSearchRequestSchema);
  const initial = state?.searchInfo ?? place.kept;
  // The contract's search request is the form: its check (part 2 §5) and its messages, on the fields as typed.
  const { register, handleSubmit, reset, watch, formState } = useForm({
    resolver: zodResolver(UserSearchRequestSchema),
    defaultValues: { ...empty, ...initial },
  });
  const values = watch();
  const [criteria, setCriteria] = useState<UserSearchRequest | null>(initial ?? null);
  const actor = session?.userName ?? '';
  const search = useUserSearch(criteria);
  const flow = useUserActionFlow(actor, state?.notice);

  if (!me) return <PageLoading />;
  // Part 2 §2: only one field is active at a time.
  const active = userSearchFields.find((f) => values[f]?.trim());

  const clearSearch = () => {
    flow.clear();
    setCriteria(null);
    place.forget();
    forgetPlace('table.userSearch');
  };
  const submit = handleSubmit(
    (checked) => {
      const field = userSearchFields.find((f) => checked[f]);
      const next = field ? { [field]: checked[field] } : {};
      flow.clear();
      place.keep(next);
      forgetPlace('table.userSearch');
      setCriteria(next);
    },
    // A new validation error replaces the last search: its results and messages go (issue 26 §3).
    clearSearch,
  );
  const resetForm = () => {
    reset(empty);
    clearSearch();
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
      <div className="wc-stack">
        <form noValidate onSubmit={submit} aria-label={texts.userSearchTitle} className="wc-stack wc-max-900">
          <Grid columns={2} className="wc-grid-wide-4">
            {userSearchFields.map((field) => (
              <TextField
                key={field}
                id={`user-search-${field}`}
                label={labels[field]}
                maxLength={limits[field]}
                disabled={active !== undefined && active !== field}
                inputMode={field === 'ftin' || field === 'groupId' ? 'numeric' : undefined}
                type={field === 'emailAddress' ? 'email' : 'text'}
                error={formState.errors[field]?.message}
                {...bind(register(field))}
              />
            ))}
          </Grid>
          <FormButtons submitLabel={texts.search} cancelLabel={texts.reset} submitDisabled={search.isFetching} onCancel={resetForm} />
        </form>
        {flow.message}
        {search.isError && <Alert severity="error">{genericMessages.retrieval}</Alert>}
        {criteria && search.isFetching && !rows && <PageLoading />}
        {rows && rows.length === 0 && (
          <Alert severity="info" role="status">
            {manageUsersMessages.noResults}
          </Alert>
        )}
        {criteria && rows && rows.length > 0 && (
          <UserSearchResults criteria={criteria} rows={rows} truncated={search.data?.truncated ?? false} actionsOf={actionsOf} />
        )}
      </div>
      {flow.dialog}
    </>
  );
}

export default UserSearchPage;
