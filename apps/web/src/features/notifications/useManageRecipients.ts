import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  notificationLimits,
  recipientIds,
  recipientSearchError,
  recipientSearchFields,
  type RecipientSearchField,
  type RecipientSearchValues,
  type UserRow,
  type UserSearchRequest,
} from '@wcpp/contract';
import { to } from '../../lib/paths';
import { useRecipientSearch } from './admin-api';
import { newDraft, type NotificationDraft } from './draft';

const empty: RecipientSearchValues = { usernames: '', email: '', tin: '', groupId: '' };

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
 * Manage Notification Recipients' flow (part 1 §5, §8): the notification's draft carried here, the
 * recipient search (one field at a time), the users ticked in its results, the list as chosen, and
 * DONE or CANCEL, which carry the draft back to Notifications.
 */
export function useManageRecipients() {
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
  const pick = (id: number, on: boolean) => setPicked((p) => (on ? new Set(p).add(id) : new Set([...p].filter((x) => x !== id))));
  const remove = (row: UserRow) => setChosen(recipients.filter((r) => r.id !== row.id));
  const back = (userNotList: string) => navigate(to('Notifications'), { state: { draft: { ...draft, userNotList } } });

  return {
    draft,
    values,
    setValues,
    status,
    setStatus,
    error,
    criteria,
    search,
    picked,
    pick,
    current,
    chosen,
    recipients,
    loadingCurrent,
    tooMany: recipients.length > notificationLimits.recipients,
    submit,
    reset,
    add,
    remove,
    done: () => back(recipients.map((r) => r.id).join(',')),
    cancel: () => back(draft.userNotList),
  };
}

export type ManageRecipients = ReturnType<typeof useManageRecipients>;
