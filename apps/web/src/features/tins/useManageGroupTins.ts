import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { groupTinMessages, GroupTinFormSchema, type GroupFtin } from '@wcpp/contract';
import { errorFields, errorMessage } from '../../lib/errors';
import * as accountErrors from '../../lib/error-contexts/accounts';
import { useServerFieldErrors } from '../../lib/form';
import { useSession } from '../../lib/session';
import { useAddGroupTin, useGroupTins, useRemoveGroupTins, useTinClaims } from './api';
import type { Notice } from './NoticeAlert';

const empty = { ftin: '', billCntrlNum: '', cpdId: '' };

/**
 * The flow of a group's Manage TINs (part 2 §5, §8; docs/decisions/047): the TIN added with its proof
 * (or asked of the group that holds it), the TINs ticked for removal (never none, never all, after a
 * warning), the nickname being edited, and the notice of what the last step did.
 */
export function useManageGroupTins(group: number) {
  const actor = useSession()?.userName ?? '';
  const list = useGroupTins(group);
  const claims = useTinClaims(group);
  const add = useAddGroupTin(group);
  const remove = useRemoveGroupTins(group, actor);
  // Part 2 §5's rules and messages are the contract's, as the server checks them; its refusal marks the fields it names.
  const form = useForm({ resolver: zodResolver(GroupTinFormSchema), defaultValues: empty });
  useServerFieldErrors(form.setError, errorFields(add.error));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [naming, setNaming] = useState<GroupFtin | null>(null);

  const addTin = form.handleSubmit((tin) =>
    add.mutate(
      { ftin: tin.ftin, billCntrlNum: tin.billCntrlNum || null, cpdId: tin.cpdId || null },
      {
        onSuccess: (answer) => {
          // 202: another group holds the TIN and the request waits for its approval (decision 047).
          setNotice({ severity: answer.status === 202 ? 'info' : 'success', text: answer.body.message });
          form.reset(empty);
        },
        onError: (error) => setNotice({ severity: 'error', text: errorMessage(accountErrors.groupTinAdd, error) }),
      },
    ),
  );
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    setNotice(null);
    void addTin(event);
  };
  const askRemove = () => {
    setNotice(null);
    if (!selected.size) return setNotice({ severity: 'error', text: groupTinMessages.noneSelected });
    if (list.data && selected.size >= list.data.length) return setNotice({ severity: 'error', text: groupTinMessages.removeAll });
    setConfirming(true);
  };
  const confirmRemove = () =>
    remove.mutate([...selected], {
      onSuccess: () => setNotice({ severity: 'success', text: groupTinMessages.removed }),
      onError: (error) => setNotice({ severity: 'error', text: errorMessage(accountErrors.groupTinRemove, error) }),
      onSettled: () => {
        setSelected(new Set());
        setConfirming(false);
      },
    });
  const toggle = (ftin: string) =>
    setSelected((old) => {
      const next = new Set(old);
      if (next.has(ftin)) next.delete(ftin);
      else next.add(ftin);
      return next;
    });

  return {
    list,
    claims,
    form,
    adding: add.isPending,
    removing: remove.isPending,
    selected,
    confirming,
    notice,
    setNotice,
    naming,
    setNaming,
    submit,
    askRemove,
    confirmRemove,
    cancelRemove: () => setConfirming(false),
    toggle,
  };
}

export type ManageGroupTins = ReturnType<typeof useManageGroupTins>;
