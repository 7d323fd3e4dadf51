import { Fragment, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type PaginationState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import * as z from 'zod/mini';
import { tableTexts, type ExportFormat } from '@wcpp/contract';
import { keepPlace, readPlace } from '../lib/kept-place';
import { ColumnChooser } from './ColumnChooser';
import { ExportMenu } from './ExportMenu';
import { TablePager } from './TablePager';
import { Icon } from './ui/icons';

/** Part 1 §9: every table pages by 5, 10, 25, 50, 100 or 200 rows, 10 at first. */
export const PAGE_SIZES = [5, 10, 25, 50, 100, 200];

/** A table's view as a screen keeps it (`placeKey`, docs/decisions/055): sort, filters, page and page size. */
const TablePlaceSchema = z.object({
  sort: z.object({ id: z.string(), desc: z.boolean() }),
  filters: z.array(z.object({ id: z.string(), value: z.string().check(z.maxLength(200)) })).check(z.maxLength(50)),
  pageIndex: z.int().check(z.minimum(0)),
  pageSize: z.number().check(z.refine((size) => PAGE_SIZES.includes(size))),
});

/**
 * How much a column matters when space is short (docs/decisions/032):
 * - 'key': always a column — what the screen is for, and the row's actions;
 * - 'normal': a column from the table's `wideFrom` breakpoint up; below it, folded into the row's details;
 * - 'secondary': folded into the row's details unless the person shows it with the column chooser.
 */
export type ColumnPriority = 'key' | 'normal' | 'secondary';

/** The widths where a table unfolds its 'normal' columns (the breakpoints the screens were drawn for). */
const breakpoints = { sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
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

/** Whether a media query matches, following changes. Without matchMedia (jsdom) it answers `fallback`. */
function useMediaMatch(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, matches, () => fallback);
}

/**
 * The one table of the portal, on TanStack Table: sorting, a filter box per column matching
 * substrings regardless of case, paging 5–200 (10 first). It fits its container without sideways
 * scrolling: dense cells and wrapping headings, and columns that do not fit are folded into an
 * expandable details row; a column chooser shows or hides any column that is not a key column.
 */
export function DataTable<Row>({ label, columns, rows, rowKey, rowLabel = rowKey, defaultSort, emptyText, wideFrom = 'md', onViewChange, filterLabel = tableTexts.filterLabel, initialPageSize = 10, placeKey, exportRows, tools, selection, serverPages }: Props<Row>) {
  const wide = useMediaMatch(`(min-width: ${breakpoints[wideFrom]}px)`, true);
  // The person's choices in the column chooser win over the defaults of the width.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const shown = (c: DataColumn<Row>) => chosen[c.id] ?? (c.priority === 'key' || (c.priority !== 'secondary' && wide));
  const visible = columns.filter(shown);
  const folded = columns.filter((c) => !shown(c));

  const [kept] = useState(() => (placeKey ? readPlace(`table.${placeKey}`, TablePlaceSchema) : null));
  const knownColumn = (id: string) => columns.some((c) => c.id === id);
  const [sorting, setSorting] = useState<SortingState>([kept && knownColumn(kept.sort.id) ? kept.sort : { id: defaultSort.id, desc: Boolean(defaultSort.desc) }]);
  const [filters, setFilters] = useState<ColumnFiltersState>(() => kept?.filters.filter((f) => knownColumn(f.id)) ?? []);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: kept?.pageIndex ?? 0, pageSize: kept?.pageSize ?? initialPageSize });
  useEffect(() => {
    const sort = sorting[0];
    if (!placeKey || !sort) return;
    keepPlace(`table.${placeKey}`, { sort: { id: sort.id, desc: sort.desc }, filters: filters.map((f) => ({ id: f.id, value: String(f.value) })), ...pagination });
  }, [placeKey, sorting, filters, pagination]);
  // A folded column has no filter box, so its filter does not apply. Memoised: TanStack recomputes
  // (and goes back to the first page) whenever the filter state changes identity.
  const visibleIds = visible.map((c) => c.id).join(' ');
  const activeFilters = useMemo(() => filters.filter((f) => visibleIds.split(' ').includes(f.id)), [filters, visibleIds]);
  const viewListener = useRef(onViewChange);
  viewListener.current = onViewChange;
  useEffect(() => {
    const sort = sorting[0] ?? { id: defaultSort.id, desc: Boolean(defaultSort.desc) };
    viewListener.current?.({ filters: Object.fromEntries(activeFilters.map((f) => [f.id, String(f.value)])), sort: { id: sort.id, desc: sort.desc } });
  }, [activeFilters, sorting, defaultSort.id, defaultSort.desc]);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        accessorFn: (row: Row) => c.text(row),
        filterFn: 'includesString',
        enableSorting: !c.controls,
        enableColumnFilter: !c.controls,
        sortDescFirst: false,
        sortingFn: c.sortValue
          ? (a, b) => {
              const x = c.sortValue!(a.original);
              const y = c.sortValue!(b.original);
              return x < y ? -1 : x > y ? 1 : 0;
            }
          : 'alphanumeric',
      })),
    [columns],
  );
  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getRowId: (row) => rowKey(row),
    state: { sorting, columnFilters: activeFilters, pagination },
    onSortingChange: setSorting,
    onColumnFiltersChange: setFilters,
    onPaginationChange: setPagination,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(serverPages ? { manualPagination: true } : { getPaginationRowModel: getPaginationRowModel() }),
  });

  const [expanded, setExpanded] = useState<Record<string, boolean>>({});
  const toggle = (id: string) => setExpanded((old) => ({ ...old, [id]: !old[id] }));
  const filterOf = (id: string) => (filters.find((f) => f.id === id)?.value as string | undefined) ?? '';
  const setFilter = (id: string, value: string) => {
    setFilters((old) => [...old.filter((f) => f.id !== id), ...(value ? [{ id, value }] : [])]);
    setPagination((old) => ({ ...old, pageIndex: 0 }));
  };
  // Part 2 §4: changing the page size goes back to the first page.
  const changePageSize = (pageSize: number) => setPagination({ pageIndex: 0, pageSize });
  const changePage = (updater: Updater<PaginationState>) => setPagination(updater);

  const pageRows = table.getRowModel().rows;
  const count = table.getFilteredRowModel().rows.length;
  // A kept page past the end (fewer rows this time): the last page instead.
  const lastPage = Math.max(0, Math.ceil(count / pagination.pageSize) - 1);
  useEffect(() => {
    if (!serverPages && pagination.pageIndex > lastPage) setPagination((old) => ({ ...old, pageIndex: lastPage }));
  }, [serverPages, pagination.pageIndex, lastPage]);
  // With folded columns the row's checkbox sits in the details cell, above its button (a phone's width).
  const span = visible.length + (folded.length ? 1 : 0) + (selection && !folded.length ? 1 : 0);
  const shownKeys = selection ? table.getPrePaginationRowModel().rows.map((row) => row.id) : [];
  const shownSelected = selection ? shownKeys.filter((key) => selection.selected.has(key)).length : 0;
  const selectAllBox = selection && (
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
  const rowBox = (key: string, row: Row) =>
    selection && (
      <input
        type="checkbox"
        className="wc-row-select"
        aria-label={selection.rowLabel(rowLabel(row))}
        checked={selection.selected.has(key)}
        onChange={(event) => {
          const next = new Set(selection.selected);
          if (event.target.checked) next.add(key);
          else next.delete(key);
          selection.onChange(next);
        }}
      />
    );
  const optional = columns.filter((c) => c.priority !== 'key');

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
                  table.getPrePaginationRowModel().rows.map((row) => row.original),
                  format,
                )
              }
            />
          )}
          {optional.length > 0 && (
            <ColumnChooser
              columns={optional.map((c) => ({ id: c.id, header: c.header, shown: shown(c) }))}
              onChange={(id, show) => setChosen((old) => ({ ...old, [id]: show }))}
            />
          )}
        </div>
      )}
      {/* Sideways scrolling only if the person chose more columns than fit. */}
      <div data-table-scroll className="wc-table-scroll">
        <table className="wc-table" aria-label={label}>
          <thead>
            <tr>
              {selection && !folded.length && (
                <th className="wc-data-table-select">
                  {selectAllBox}
                </th>
              )}
              {folded.length > 0 && (
                <th className="wc-data-table-toggle">
                  {selectAllBox}
                  <span className="wc-visually-hidden">{tableTexts.detailsColumn}</span>
                </th>
              )}
              {visible.map((c) => {
                const sorted = sorting[0]?.id === c.id ? (sorting[0].desc ? 'desc' : 'asc') : false;
                return (
                  <th
                    key={c.id}
                    data-align={c.align}
                    aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {c.controls ? (
                      c.header
                    ) : (
                      <button type="button" className="wc-sort" data-sorted={sorted || undefined} onClick={table.getColumn(c.id)!.getToggleSortingHandler()}>
                        {c.header}
                        <Icon name="arrowDownward" />
                      </button>
                    )}
                    {!c.controls && (
                      <input
                        className="wc-filter"
                        value={filterOf(c.id)}
                        onChange={(e) => setFilter(c.id, e.target.value)}
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
                    {selection && !folded.length && (
                      <td className="wc-data-table-select">
                        {rowBox(row.id, row.original)}
                      </td>
                    )}
                    {folded.length > 0 && (
                      <td className="wc-data-table-toggle">
                        {rowBox(row.id, row.original)}
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
                        {c.render ? c.render(row.original) : c.text(row.original)}
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
                                <dd>{(c.render ? c.render(row.original) : c.text(row.original)) || '—'}</dd>
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
        </table>
      </div>
      {serverPages ? (
        <TablePager {...serverPages} pageSizes={[...serverPages.pageSizes]} />
      ) : (
        <TablePager
          count={count}
          page={pagination.pageIndex}
          pageSize={pagination.pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(page) => changePage((old) => ({ ...old, pageIndex: page }))}
          onPageSize={changePageSize}
        />
      )}
    </div>
  );
}
