import { recipientTexts as texts, userNameShown, type UserRow } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import type { ManageRecipients } from './useManageRecipients';

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
const nameOf = (u: UserRow) => `${u.userFirstName} ${u.userLastName} (${userNameShown(u)})`;

/** The search's users (part 1 §5): each ticked one, or all, added to the recipients; one already chosen stays ticked. */
export function RecipientResults({ flow, results }: { flow: ManageRecipients; results: UserRow[] }) {
  const chosenIds = new Set(flow.recipients.map((r) => r.id));
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
        checked={chosenIds.has(u.id) || flow.picked.has(u.id)}
        disabled={chosenIds.has(u.id)}
        onChange={(e) => flow.pick(u.id, e.target.checked)}
        aria-label={texts.choose(nameOf(u))}
      />
    ),
  };
  return (
    <section aria-labelledby="recipient-results-title" className="wc-section">
      <h2 id="recipient-results-title" className="wc-h2">
        {texts.results}
      </h2>
      <Stack direction="row">
        <Button disabled={flow.picked.size === 0} onClick={() => flow.add(results.filter((u) => flow.picked.has(u.id)))}>
          {texts.add}
        </Button>
        <Button variant="outlined" onClick={() => flow.add(results)}>
          {texts.addAll}
        </Button>
      </Stack>
      <DataTable label={texts.results} columns={userColumns(pickColumn)} rows={results} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
    </section>
  );
}

/** The recipients as chosen, each with its Remove. */
export function ChosenRecipientsTable({ flow }: { flow: ManageRecipients }) {
  const removeColumn: DataColumn<UserRow> = {
    id: 'remove',
    header: texts.remove,
    text: () => '',
    controls: true,
    priority: 'key',
    render: (u) => (
      <Button size="small" variant="text" className="wc-btn-danger" onClick={() => flow.remove(u)} aria-label={texts.removeLabel(nameOf(u))}>
        {texts.remove}
      </Button>
    ),
  };
  return (
    <DataTable label={texts.chosen} columns={userColumns(removeColumn)} rows={flow.recipients} rowKey={(u) => String(u.id)} rowLabel={(u) => u.userNm} defaultSort={{ id: 'userFirstName' }} />
  );
}
