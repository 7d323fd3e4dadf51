import { tinsTexts as texts, type GroupFtin } from '@wcpp/contract';
import { DataTable, type DataColumn } from '../../components/DataTable';
import { Button } from '../../components/ui/Button';
import { checkColumn } from '../../components/check-column';
import { exportGroupTins } from '../../lib/exports';

/** The group's TINs (part 2 §5, §9): ticked for removal and their nicknames edited by those who change them. */
export function GroupTinsTable({
  group,
  rows,
  canChange,
  selected,
  onToggle,
  onName,
}: {
  group: number;
  rows: GroupFtin[];
  canChange: boolean;
  selected: Set<string>;
  onToggle: (ftin: string) => void;
  onName: (tin: GroupFtin) => void;
}) {
  const removeColumn = checkColumn<GroupFtin>({
    id: 'remove',
    header: texts.remove,
    checked: (t) => selected.has(t.ftin),
    onToggle: (t) => onToggle(t.ftin),
    label: (t) => `${texts.remove} ${t.ftin}`,
  });
  const columns: DataColumn<GroupFtin>[] = [
    ...(canChange ? [removeColumn] : []),
    { id: 'ftin', header: texts.tin, text: (t) => t.ftin, priority: 'key' },
    {
      id: 'nickname',
      header: texts.nickname,
      text: (t) => t.nickname ?? '',
      priority: 'key',
      render: (t) => (
        <span className="wc-row wc-gap-1">
          <span>{t.nickname ?? ''}</span>
          {canChange && (
            <Button variant="outlined" size="small" aria-label={texts.nicknameAction(t.ftin)} onClick={() => onName(t)}>
              {texts.editNickname}
            </Button>
          )}
        </span>
      ),
    },
    { id: 'createdDate', header: texts.dateAdded, text: (t) => t.displayDate, sortValue: (t) => t.addedDate, priority: 'key' },
  ];
  return (
    <DataTable<GroupFtin>
      label={texts.title}
      columns={columns}
      rows={rows}
      rowKey={(t) => t.ftin}
      // Part 2 §9: the group's TINs by the date added, newest first.
      defaultSort={{ id: 'createdDate', desc: true }}
      exportRows={(shown, format) => exportGroupTins(group, shown.map((t) => t.ftin), format)}
    />
  );
}
