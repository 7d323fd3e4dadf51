/** Part 1 §9: every table pages by 5, 10, 25, 50, 100 or 200 rows, 10 at first. */
export const PAGE_SIZES = [5, 10, 25, 50, 100, 200];

/**
 * How much a column matters when space is short (docs/decisions/032):
 * - 'key': always a column — what the screen is for, and the row's actions;
 * - 'normal': a column from the table's `wideFrom` breakpoint up; below it, folded into the row's details;
 * - 'secondary': folded into the row's details unless the person shows it with the column chooser.
 */
export type ColumnPriority = 'key' | 'normal' | 'secondary';

/** The widths where a table unfolds its 'normal' columns (the breakpoints the screens were drawn for). */
export const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** The text the column shows, sorts and filters on. */
  text: (row: Row) => string;
  /** Sort on this instead of the text (dates as ISO, money as numbers). */
  sortValue?: (row: Row) => string | number;
  /** Rendered instead of the text (links, buttons); filtering still uses the text. */
  render?: (row: Row) => React.ReactNode;
  align?: 'left' | 'right';
  /** Default 'normal'. */
  priority?: ColumnPriority;
  /** Keep the cell on one line (money, dates, short codes). */
  nowrap?: boolean;
  /** A column of controls (row actions, a checkbox): no sorting and no filter box. */
  controls?: boolean;
}

export interface ServerPages {
  /** Rows on every page. */
  count: number;
  /** 0-based, as the pager counts. */
  page: number;
  pageSize: number;
  pageSizes: readonly number[];
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names a row's checkbox ("Select bill 72000000001"). */
  rowLabel: (rowLabel: string) => string;
  /** Names the heading's checkbox. */
  allLabel: string;
}

/** What a table shows of its rows: the filter text of each shown column that has one, and the sort. */
export interface TableView {
  filters: Record<string, string>;
  sort: { id: string; desc: boolean };
}

/** A cell as the table draws it: the column's rendering, or its text. */
export const cellOf = <Row,>(column: DataColumn<Row>, row: Row): React.ReactNode => (column.render ? column.render(row) : column.text(row));
