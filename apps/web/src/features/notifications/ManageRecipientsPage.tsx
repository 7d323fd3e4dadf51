import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router';
import {
  notificationLimits,
  notificationMessages,
  recipientIds,
  recipientSearchError,
  recipientSearchFields,
  recipientSearchLimits as limits,
  recipientSearchMessages as messages,
  recipientTexts as texts,
  userStatuses,
  type RecipientSearchField,
  type RecipientSearchValues,
  type UserRow,
  type UserSearchRequest,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { FormButtons } from '../../components/FormButtons';
import { NativeSelectField } from '../../components/NativeSelectField';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { to } from '../../lib/paths';
import { useRecipientSearch } from './admin-api';
import { newDraft, type NotificationDraft } from './draft';

const empty: RecipientSearchValues = { usernames: '', email: '', tin: '', groupId: '' };
const labels: Record<RecipientSearchField, string> = { usernames: texts.usernames, email: texts.email, tin: texts.tin, groupId: texts.groupId };
const maxLengths: Record<RecipientSearchField, number> = { usernames: limits.usernames, email: limits.email, tin: limits.tin, groupId: limits.groupId };
const statusOptions = [{ value: '', label: texts.anyStatus }, ...Object.entries(userStatuses).map(([value, label]) => ({ value, label }))];

/** The search the form asks for (part 1 §7 POST /admin/userList): isUserNames is always sent, so an address is matched whole unless it starts with *. */
function requestOf(values: RecipientSearchValues, status: string): UserSearchRequest {
  const narrow = status ? { status } : {};
  if (values.usernames.trim()) {
    const names = values.usernames.split(/[\s,]+/).filter(Boolean).join(',');
    return { userName: names, isUserNames: 'true', ...narrow };
  }
  const field = recipientSearchFields.find((f) => values[f].trim())!;
  const key = { usernames: 'userName', email: 'emailAddress', tin: 'ftin', groupId: 'groupId' } as const;
  return { [key[field]]: values[field].trim(), isUserNames: 'false', ...narrow };
}

/**
 * Manage Notification Recipients (/wcpp/ManageRecipients; part 1 §2, §5, §8): the recipient search
 * (one field at a time, a list of usernames, a leading * for part of an address), the users chosen
 * from its results, and DONE, which brings the list back to the notification's form.
 */
export function ManageRecipientsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const draft = (location.state as { draft?: NotificationDraft } | null)?.draft ?? newDraft();
  const [values, setValues] = useState<RecipientSearchValues>(empty);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<{ field: RecipientSearchField; message: string } | null>(null);
  const [criteria, setCriteria] = useState<UserSearchRequest | null>(null);
  const [picked, setPicked] = useState<Set<number>>(new Set());
  // The recipients already on the notification, read by id once; then the list as chosen here.
  const initialIds = useMemo(() => recipientIds(draft.userNotList), [draft.userNotList]);
  const current = useRecipientSearch(initialIds.length ? { userIDs: initialIds, isUserNames: 'false' } : null);
  const [chosen, setChosen] = useState<UserRow[] | null>(null);
  const recipients = chosen ?? current.data?.users ?? [];
  const loadingCurrent = initialIds.length > 0 && chosen === null && current.isPending;
  const search = useRecipientSearch(criteria);
  const active = recipientSearchFields.find((f) => values[f].trim() !== '');
  const tooMany = recipients.length > notificationLimits.recipients;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = recipientSearchError(values);
    setError(found);
    if (found) {
      document.getElementById(`recipient-${found.field}`)?.focus();
      return;
    }
    setPicked(new Set());
    setCriteria(requestOf(values, status));
  };
  const reset = () => {
    setValues(empty);
    setStatus('');
    setError(null);
    setCriteria(null);
    setPicked(new Set());
  };
  const add = (rows: UserRow[]) => {
    const have = new Set(recipients.map((r) => r.id));
    setChosen([...recipients, ...rows.filter((r) => !have.has(r.id))]);
    setPicked(new Set());
  };
  const remove = (row: UserRow) => setChosen(recipients.filter((r) => r.id !== row.id));
  const back = (userNotList: string) => navigate(to('Notifications'), { state: { draft: { ...draft, userNotList } } });

  const results = search.data?.users;
  const userColumns = (action: DataColumn<UserRow>): DataColumn<UserRow>[] => [
    action,
    { id: 'userFirstName', header: texts.columns.userFirstName, text: (u) => u.userFirstName, priority: 'key' },
    { id: 'userLastName', header: texts.columns.userLastName, text: (u) => u.userLastName, priority: 'key' },
    { id: 'userNm', header: texts.columns.userNm, text: (u) => u.userNm },
    { id: 'emailAddr', header: texts.columns.emailAddr, text: (u) => u.emailAddr ?? '' },
    { id: 'statusDesc', header: texts.columns.statusDesc, text: (u) => u.statusDesc, nowrap: true },
    { id: 'typeDesc', header: texts.columns.typeDesc, text: (u) => u.typeDesc },
    { id: 'grpInfoId', header: texts.columns.grpInfoId, text: (u) => (u.grpInfoId === null ? '' : String(u.grpInfoId)), nowrap: true },
  ];
  const chosenIds = new Set(recipients.map((r) => r.id));
  const pickColumn: DataColumn<UserRow> = {
    id: 'pick',
    header: texts.pick,
    text: () => '',
    controls: true,
    priority: 'key',
    render: (u) => (
      <Checkbox
        checked={chosenIds.has(u.id) || picked.has(u.id)}
        disabled={chosenIds.has(u.id)}
        onChange={(e) => setPicked((p) => (e.target.checked ? new Set(p).add(u.id) : new Set([...p].filter((id) => id !== u.id))))}
        slotProps={{ input: { 'aria-label': texts.choose(`${u.userFirstName} ${u.userLastName} (${u.userNm})`) } }}
      />
    ),
  };
  const removeColumn: DataColumn<UserRow> = {
    id: 'remove',
    header: texts.remove,
    text: () => '',
    controls: true,
    priority: 'key',
    render: (u) => (
      <Button size="small" color="error" onClick={() => remove(u)} aria-label={texts.removeLabel(`${u.userFirstName} ${u.userLastName} (${u.userNm})`)}>
        {texts.remove}
      </Button>
    ),
  };

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack spacing={3}>
        <Typography>{texts.forNotification(draft.name)}</Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-labelledby="recipient-search-title" sx={{ maxWidth: 1000 }}>
          <Typography component="h2" variant="h6" id="recipient-search-title">
            {texts.search}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {texts.searchHelp}
          </Typography>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Grid container spacing={2}>
            {recipientSearchFields.map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6, md: 3 }}>
                <TextInput
                  id={`recipient-${field}`}
                  label={labels[field]}
                  maxLength={maxLengths[field]}
                  value={values[field]}
                  // Part 1 §5: the fields are exclusive; filling one disables the others.
                  disabled={active !== undefined && active !== field}
                  inputMode={field === 'tin' || field === 'groupId' ? 'numeric' : undefined}
                  error={error?.field === field ? error.message : undefined}
                  onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
                />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <NativeSelectField id="recipient-status" label={texts.status} options={statusOptions} value={status} onChange={setStatus} required={false} />
            </Grid>
          </Grid>
          <FormButtons submitLabel={texts.searchButton} cancelLabel={texts.reset} submitDisabled={search.isFetching} onCancel={reset} />
        </Stack>
        {criteria && search.isFetching && (
          <Alert severity="info" role="status">
            {messages.retrieving}
          </Alert>
        )}
        {search.isError && <Alert severity="error">{messages.failure}</Alert>}
        {results && !search.isFetching && results.length === 0 && (
          <Alert severity="info" role="status">
            {messages.noUsers}
          </Alert>
        )}
        {results && results.length > 0 && (
          <Stack spacing={1} component="section" aria-labelledby="recipient-results-title">
            <Typography component="h2" variant="h6" id="recipient-results-title">
              {texts.results}
            </Typography>
            <Stack direction="row" spacing={2}>
              <Button variant="contained" disabled={picked.size === 0} onClick={() => add(results.filter((u) => picked.has(u.id)))}>
                {texts.add}
              </Button>
              <Button variant="outlined" onClick={() => add(results)}>
                {texts.addAll}
              </Button>
            </Stack>
            <DataTable label={texts.results} columns={userColumns(pickColumn)} rows={results} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
          </Stack>
        )}
        <Stack spacing={1} component="section" aria-labelledby="recipient-chosen-title">
          <Typography component="h2" variant="h6" id="recipient-chosen-title">
            {texts.chosen}
          </Typography>
          {loadingCurrent && (
            <Alert severity="info" role="status">
              {messages.loadingRecipients}
            </Alert>
          )}
          {current.isError && chosen === null && <Alert severity="error">{messages.failure}</Alert>}
          {!loadingCurrent && recipients.length === 0 && <Typography>{texts.noneChosen}</Typography>}
          {recipients.length > 0 && (
            <DataTable label={texts.chosen} columns={userColumns(removeColumn)} rows={recipients} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
          )}
          {tooMany && <Alert severity="error">{notificationMessages.tooManyRecipients(notificationLimits.recipients)}</Alert>}
        </Stack>
        <Stack direction="row" spacing={2}>
          <Button variant="contained" disabled={loadingCurrent || tooMany} onClick={() => back(recipients.map((r) => r.id).join(','))}>
            {texts.done}
          </Button>
          <Button variant="outlined" onClick={() => back(draft.userNotList)}>
            {texts.cancel}
          </Button>
        </Stack>
      </Stack>
    </>
  );
}

export default ManageRecipientsPage;
