import { tableTexts, type ExportFormat } from '@wcpp/contract';
import { ColumnChooser } from './ColumnChooser';
import { DataTableBody } from './DataTableBody';
import { DataTableHead } from './DataTableHead';
import { ExportMenu } from './ExportMenu';
import { SelectAllBox } from './RowSelectBoxes';
import { TablePager } from './TablePager';
import { PAGE_SIZES, type Breakpoint, type DataColumn, type RowSelection, type ServerPages, type TableView } from './data-table-types';
import { useColumnChoice } from './useColumnChoice';
import { useTableRows } from './useTableRows';
import { useTableState } from './useTableState';

export { PAGE_SIZES, type Breakpoint, type ColumnPriority, type DataColumn, type RowSelection, type ServerPages, type TableView } from './data-table-types';

interface Props<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** What identifies a row to a person (names its details button). Defaults to the row key. */
  rowLabel?: (row: Row) => string;
  defaultSort: { id: string; desc?: boolean };
  emptyText?: string;
  /** From this breakpoint up the 'normal' columns are columns; below it they fold. Default md. */
  wideFrom?: Breakpoint;
  /** The filter boxes' placeholder and name (default 'Filter by {column}'; Demographics says 'Enter {column}'). */
  filterLabel?: (header: string) => string;
  /** Rows per page at first (part 2 §9: 10, or 5 for the small demographic tables). */
  initialPageSize?: number;
  /** Told the filters of the shown columns and the sort whenever they change: an export of the rows the table shows. */
  onViewChange?: (view: TableView) => void;
  /**
   * The screen keeps the table's sort, filters and page under this name, so Back and a reload find the
   * person where they were (docs/decisions/055). Without it the table starts afresh each time.
   */
  placeKey?: string;
  /**
   * Offers "Export" (CSV or XLSX, issue 27 §3): called with every row the table shows after its filters
   * and sort, on all pages, in that order.
   */
  exportRows?: (rows: Row[], format: ExportFormat) => Promise<void>;
  /** More tools beside the column chooser (the claim page's export of every page). */
  tools?: React.ReactNode;
  /**
   * A checkbox on each row, by row key, and one in the heading for every row the table shows after its
   * filters (all pages): the bills whose documents to download (issue 27 §4).
   */
  selection?: RowSelection;
  /**
   * The rows are one page of many kept by the server (the claim page): the pager shows and changes the
   * server's page and page size, and the table sorts and filters the page it has.
   */
  serverPages?: ServerPages;
  /**
   * Every row at once, without a pager: a list the screen lengthens itself (the Activity's SHOW MORE,
   * which asks the server for the rows after the last one shown).
   */
  unpaged?: boolean;
}

/**
 * The one table of the portal, on TanStack Table: sorting, a filter box per column matching
 * substrings regardless of case, paging 5–200 (10 first). It fits its container without sideways
 * scrolling: dense cells and wrapping headings, and columns that do not fit are folded into an
 * expandable details row; a column chooser shows or hides any column that is not a key column.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowLabel = rowKey, defaultSort, emptyText, wideFrom = 'md', onViewChange, filterLabel = tableTexts.filterLabel, initialPageSize = 10, placeKey, exportRows, tools, selection, serverPages, unpaged }: Props<Row>) {
  const { shown, visible, folded, optional, choose } = useColumnChoice(columns, wideFrom);
  const state = useTableState({ columns, visible, defaultSort, initialPageSize, placeKey, onViewChange });
  const { table, count } = useTableRows({ columns, rows, rowKey, state, manualPages: Boolean(serverPages) || unpaged });
  const shownRows = () => table.getPrePaginationRowModel().rows;
  // With folded columns the row's checkbox sits in the details cell, above its button (a phone's width).
  const span = visible.length + (folded.length ? 1 : 0) + (selection && !folded.length ? 1 : 0);
  const selectAll = selection && <SelectAllBox selection={selection} shownKeys={shownRows().map((row) => row.id)} />;

  return (
    // Dense cells, denser on a phone, where the table runs edge to edge (base.css .wc-data-table).
    <div className="wc-paper wc-data-table">
      {(optional.length > 0 || exportRows || tools) && (
        <div className="wc-data-table-tools">
          {tools}
          {exportRows && (
            <ExportMenu
              table={label}
              onExport={(format) =>
                exportRows(
                  shownRows().map((row) => row.original),
                  format,
                )
              }
            />
          )}
          {optional.length > 0 && <ColumnChooser columns={optional.map((c) => ({ id: c.id, header: c.header, shown: shown(c) }))} onChange={choose} />}
        </div>
      )}
      {/* Sideways scrolling only if the person chose more columns than fit. */}
      <div data-table-scroll className="wc-table-scroll">
        <table className="wc-table" aria-label={label}>
          <DataTableHead
            visible={visible}
            hasFolded={folded.length > 0}
            selectAll={selectAll}
            sorting={state.sorting}
            onSort={(id) => table.getColumn(id)!.getToggleSortingHandler()}
            filterOf={state.filterOf}
            onFilter={state.setFilter}
            filterLabel={filterLabel}
          />
          <DataTableBody pageRows={table.getRowModel().rows} visible={visible} folded={folded} span={span} rowLabel={rowLabel} emptyText={emptyText} selection={selection} />
        </table>
      </div>
      {unpaged ? null : serverPages ? (
        <TablePager {...serverPages} pageSizes={[...serverPages.pageSizes]} />
      ) : (
        <TablePager count={count} page={state.pagination.pageIndex} pageSize={state.pagination.pageSize} pageSizes={PAGE_SIZES} onPage={state.changePage} onPageSize={state.changePageSize} />
      )}
    </div>
  );
}
