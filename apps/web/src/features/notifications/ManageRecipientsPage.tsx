import { useMemo, useState } from 'react';
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
  userNameShown,
  userStatuses,
  type RecipientSearchField,
  type RecipientSearchValues,
  type UserRow,
  type UserSearchRequest,
} from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { FormButtons } from '../../components/FormButtons';
import { Select } from '../../components/ui/Select';
import { PageTitle } from '../../components/PageTitle';
import { TextInput } from '../../components/TextInput';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Grid, Stack } from '../../components/ui/Stack';
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
    { id: 'userNm', header: texts.columns.userNm, text: userNameShown },
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
      // A bare box in its row: its name says whom it chooses (the kit's Checkbox shows its label beside it).
      <input
        type="checkbox"
        className="wc-row-check"
        checked={chosenIds.has(u.id) || picked.has(u.id)}
        disabled={chosenIds.has(u.id)}
        onChange={(e) => setPicked((p) => (e.target.checked ? new Set(p).add(u.id) : new Set([...p].filter((id) => id !== u.id))))}
        aria-label={texts.choose(`${u.userFirstName} ${u.userLastName} (${userNameShown(u)})`)}
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
      <Button size="small" variant="text" className="wc-btn-danger" onClick={() => remove(u)} aria-label={texts.removeLabel(`${u.userFirstName} ${u.userLastName} (${userNameShown(u)})`)}>
        {texts.remove}
      </Button>
    ),
  };

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <Stack gap={4}>
        <p className="wc-text">{texts.forNotification(draft.name)}</p>
        <form noValidate onSubmit={submit} aria-labelledby="recipient-search-title" className="wc-stack wc-max-1000">
          <h2 id="recipient-search-title" className="wc-h2">
            {texts.search}
          </h2>
          <p className="wc-body2 wc-secondary">{texts.searchHelp}</p>
          {error && <Alert severity="error">{error.message}</Alert>}
          <Grid columns={2} className="wc-grid-wide-4">
            {recipientSearchFields.map((field) => (
              <TextInput
                key={field}
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
            ))}
            <Select id="recipient-status" label={texts.status} options={statusOptions} value={status} onChange={setStatus} required={false} />
          </Grid>
          <FormButtons submitLabel={texts.searchButton} cancelLabel={texts.reset} submitDisabled={search.isFetching} onCancel={reset} />
        </form>
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
          <section aria-labelledby="recipient-results-title" className="wc-section">
            <h2 id="recipient-results-title" className="wc-h2">
              {texts.results}
            </h2>
            <Stack direction="row">
              <Button disabled={picked.size === 0} onClick={() => add(results.filter((u) => picked.has(u.id)))}>
                {texts.add}
              </Button>
              <Button variant="outlined" onClick={() => add(results)}>
                {texts.addAll}
              </Button>
            </Stack>
            <DataTable label={texts.results} columns={userColumns(pickColumn)} rows={results} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
          </section>
        )}
        <section aria-labelledby="recipient-chosen-title" className="wc-section">
          <h2 id="recipient-chosen-title" className="wc-h2">
            {texts.chosen}
          </h2>
          {loadingCurrent && (
            <Alert severity="info" role="status">
              {messages.loadingRecipients}
            </Alert>
          )}
          {current.isError && chosen === null && <Alert severity="error">{messages.failure}</Alert>}
          {!loadingCurrent && recipients.length === 0 && <p className="wc-text">{texts.noneChosen}</p>}
          {recipients.length > 0 && (
            <DataTable label={texts.chosen} columns={userColumns(removeColumn)} rows={recipients} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
          )}
          {tooMany && <Alert severity="error">{notificationMessages.tooManyRecipients(notificationLimits.recipients)}</Alert>}
        </section>
        <Stack direction="row">
          <Button disabled={loadingCurrent || tooMany} onClick={() => back(recipients.map((r) => r.id).join(','))}>
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
