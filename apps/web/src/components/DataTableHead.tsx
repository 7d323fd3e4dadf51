import type { ReactNode } from 'react';
import type { SortingState } from '@tanstack/react-table';
import { tableTexts } from '@wcpp/contract';
import type { DataColumn } from './data-table-types';
import { Icon } from './ui/icons';

interface Props<Row> {
  visible: DataColumn<Row>[];
  /** Some columns are folded: the heading has the details column (with the select-all box, if any). */
  hasFolded: boolean;
  /** The heading's select-all box, when the rows can be selected. */
  selectAll: ReactNode;
  sorting: SortingState;
  onSort: (id: string) => ((event: unknown) => void) | undefined;
  filterOf: (id: string) => string;
  onFilter: (id: string, value: string) => void;
  filterLabel: (header: string) => string;
}

/** The table's heading: each column's sort button (with aria-sort) and its filter box. */
export function DataTableHead<Row>({ visible, hasFolded, selectAll, sorting, onSort, filterOf, onFilter, filterLabel }: Props<Row>) {
  return (
    <thead>
      <tr>
        {selectAll && !hasFolded && <th className="wc-data-table-select">{selectAll}</th>}
        {hasFolded && (
          <th className="wc-data-table-toggle">
            {selectAll}
            <span className="wc-visually-hidden">{tableTexts.detailsColumn}</span>
          </th>
        )}
        {visible.map((c) => {
          const sorted = sorting[0]?.id === c.id ? (sorting[0].desc ? 'desc' : 'asc') : false;
          return (
            <th key={c.id} data-align={c.align} aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}>
              {c.controls ? (
                c.header
              ) : (
                <button type="button" className="wc-sort" data-sorted={sorted || undefined} onClick={onSort(c.id)}>
                  {c.header}
                  <Icon name="arrowDownward" />
                </button>
              )}
              {!c.controls && (
                <input
                  className="wc-filter"
                  value={filterOf(c.id)}
                  onChange={(e) => onFilter(c.id, e.target.value)}
                  placeholder={filterLabel(c.header)}
                  aria-label={filterLabel(c.header)}
                  size={1}
                  autoComplete="off"
                />
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
