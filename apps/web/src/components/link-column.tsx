import { Link } from 'react-router';
import type { DataColumn } from './data-table-types';

interface LinkColumn<Row> extends Omit<DataColumn<Row>, 'render'> {
  /** The address of the row's record. */
  to: (row: Row) => string;
  /** The link's accessible name ("Open claim WC10094720-5"). */
  label: (row: Row) => string;
}

/**
 * A table column whose cell is a link to the row's record (a claim, a payment): the column's text as
 * the link, on one line unless the column says otherwise; sorting and filtering use the text.
 */
export function linkColumn<Row>({ to, label, ...column }: LinkColumn<Row>): DataColumn<Row> {
  return {
    nowrap: true,
    ...column,
    render: (row) => (
      <Link to={to(row)} className="wc-link-action" aria-label={label(row)}>
        {column.text(row)}
      </Link>
    ),
  };
}
