import { Fragment, useState } from 'react';
import type { Row as TableRow } from '@tanstack/react-table';
import { tableTexts } from '@wcpp/contract';
import { cellOf, type DataColumn, type RowSelection } from './data-table-types';
import { RowSelectBox } from './RowSelectBoxes';
import { Icon } from './ui/icons';

interface Props<Row> {
  pageRows: TableRow<Row>[];
  visible: DataColumn<Row>[];
  folded: DataColumn<Row>[];
  /** Cells across the table: its columns, the details column, the selection column. */
  span: number;
  rowLabel: (row: Row) => string;
  emptyText?: string;
  selection?: RowSelection;
}

/**
 * The rows of the page. With folded columns each row has a details button (aria-expanded) that opens a
 * details row listing them; the row's checkbox then sits in the details cell, above its button (a
 * phone's width).
 */
export function DataTableBody<Row>({ pageRows, visible, folded, span, rowLabel, emptyText, selection }: Props<Row>) {
  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const toggle = (id: string) => setExpanded((old) => ({ ...old, [id]: !old[id] }));
  const box = (row: TableRow<Row>) => selection && <RowSelectBox selection={selection} rowKey={row.id} rowLabel={rowLabel(row.original)} />;
  return (
    <tbody>
      {pageRows.length === 0 && (
        <tr>
          <td colSpan={span} className="wc-data-table-empty">
            {emptyText ?? tableTexts.noRows}
          </td>
        </tr>
      )}
      {pageRows.map((row) => {
        const open = Boolean(expanded[row.id]) && folded.length > 0;
        const detailsId = `details-${row.id}`;
        return (
          <Fragment key={row.id}>
            <tr data-open={open || undefined}>
              {selection && !folded.length && <td className="wc-data-table-select">{box(row)}</td>}
              {folded.length > 0 && (
                <td className="wc-data-table-toggle">
                  {box(row)}
                  <button
                    type="button"
                    className="wc-icon-button wc-icon-button-small"
                    aria-expanded={open}
                    aria-controls={open ? detailsId : undefined}
                    aria-label={tableTexts.showDetails(rowLabel(row.original))}
                    onClick={() => toggle(row.id)}
                  >
                    <Icon name={open ? 'expandMore' : 'chevronRight'} />
                  </button>
                </td>
              )}
              {visible.map((c) => (
                <td key={c.id} data-align={c.align} data-nowrap={c.nowrap || undefined}>
                  {cellOf(c, row.original)}
                </td>
              ))}
            </tr>
            {open && (
              <tr className="wc-data-table-details">
                <td colSpan={span}>
                  <div id={detailsId} role="group" aria-label={tableTexts.detailsOf(rowLabel(row.original))}>
                    <dl>
                      {folded.map((c) => (
                        <Fragment key={c.id}>
                          <dt>{c.header}</dt>
                          <dd>{cellOf(c, row.original) || '—'}</dd>
                        </Fragment>
                      ))}
                    </dl>
                  </div>
                </td>
              </tr>
            )}
          </Fragment>
        );
      })}
    </tbody>
  );
}
