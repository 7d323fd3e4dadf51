import type { RowSelection } from './data-table-types';

/**
 * The heading's checkbox: every row the table shows after its filters (all pages) at once; checked
 * when all are selected, indeterminate when some are.
 */
export function SelectAllBox({ selection, shownKeys }: { selection: RowSelection; shownKeys: string[] }) {
  const shownSelected = shownKeys.filter((key) => selection.selected.has(key)).length;
  return (
    <input
      type="checkbox"
      className="wc-row-select"
      aria-label={selection.allLabel}
      checked={shownKeys.length > 0 && shownSelected === shownKeys.length}
      ref={(box) => {
        if (box) box.indeterminate = shownSelected > 0 && shownSelected < shownKeys.length;
      }}
      onChange={(event) => {
        const next = new Set(selection.selected);
        for (const key of shownKeys) {
          if (event.target.checked) next.add(key);
          else next.delete(key);
        }
        selection.onChange(next);
      }}
    />
  );
}

/** A row's checkbox, named for the row ("Select bill 72000000001"). */
export function RowSelectBox({ selection, rowKey, rowLabel }: { selection: RowSelection; rowKey: string; rowLabel: string }) {
  return (
    <input
      type="checkbox"
      className="wc-row-select"
      aria-label={selection.rowLabel(rowLabel)}
      checked={selection.selected.has(rowKey)}
      onChange={(event) => {
        const next = new Set(selection.selected);
        if (event.target.checked) next.add(rowKey);
        else next.delete(rowKey);
        selection.onChange(next);
      }}
    />
  );
}
