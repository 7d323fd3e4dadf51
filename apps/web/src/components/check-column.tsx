import { Checkbox } from './ui/Checkbox';
import type { DataColumn } from './data-table-types';

interface CheckColumn<Row> {
  id: string;
  header: string;
  /** Whether the row is ticked. */
  checked: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** The box's accessible name, read by assistive technology only ("Remove 751234501"). */
  label: (row: Row) => string;
  disabled?: boolean;
}

/** A table column whose cell is a checkbox that ticks the row (TINs to remove, TINs to give a user): always shown, never sorted. */
export function checkColumn<Row>({ id, header, checked, onToggle, label, disabled }: CheckColumn<Row>): DataColumn<Row> {
  return {
    id,
    header,
    text: () => '',
    priority: 'key',
    controls: true,
    render: (row) => (
      <Checkbox
        className="wc-check-cell"
        label={<span className="wc-visually-hidden">{label(row)}</span>}
        checked={checked(row)}
        disabled={disabled}
        onChange={() => onToggle(row)}
      />
    ),
  };
}
