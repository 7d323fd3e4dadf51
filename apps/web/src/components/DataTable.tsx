import { useMemo, useState } from 'react';
import {
  MaterialReactTable,
  useMaterialReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
  type MRT_RowData,
  type MRT_SortingState,
  type MRT_Updater,
} from 'material-react-table';
import { tableTexts } from '@wcpp/contract';

/** Part 1 §9: every table pages by 5, 10, 25, 50, 100 or 200 rows, 10 at first. */
export const PAGE_SIZES = [5, 10, 25, 50, 100, 200];

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
}

interface Props<Row> {
  /** The table's accessible name. */
  label: string;
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  defaultSort: { id: string; desc?: boolean };
  emptyText?: string;
}

/**
 * The one table of the portal (ARCHITECTURE: TanStack Table through material-react-table): sorting,
 * a filter box per column matching substrings regardless of case, paging 5–200 (10 first).
 */
export function DataTable<Row extends MRT_RowData>({ label, columns, rows, rowKey, defaultSort, emptyText }: Props<Row>) {
  const mrtColumns = useMemo<MRT_ColumnDef<Row>[]>(
    () =>
      columns.map((c) => ({
        id: c.id,
        header: c.header,
        accessorFn: (row: Row) => c.text(row),
        filterFn: 'includesString',
        sortingFn: c.sortValue
          ? (a, b) => {
              const x = c.sortValue!(a.original);
              const y = c.sortValue!(b.original);
              return x < y ? -1 : x > y ? 1 : 0;
            }
          : 'alphanumeric',
        Cell: c.render ? ({ row }) => c.render!(row.original) : undefined,
        muiTableHeadCellProps: { align: c.align ?? 'left' },
        muiTableBodyCellProps: { align: c.align ?? 'left' },
        muiFilterTextFieldProps: { placeholder: tableTexts.filterLabel(c.header), slotProps: { htmlInput: { 'aria-label': tableTexts.filterLabel(c.header) } } },
      })),
    [columns],
  );
  const initialSorting: MRT_SortingState = [{ id: defaultSort.id, desc: Boolean(defaultSort.desc) }];
  const [pagination, setPagination] = useState<MRT_PaginationState>({ pageIndex: 0, pageSize: 10 });
  // Part 2 §4: changing the page size goes back to the first page (a filter change already does).
  const changePagination = (updater: MRT_Updater<MRT_PaginationState>) =>
    setPagination((old) => {
      const next = typeof updater === 'function' ? updater(old) : updater;
      return next.pageSize !== old.pageSize ? { ...next, pageIndex: 0 } : next;
    });
  const table = useMaterialReactTable({
    columns: mrtColumns,
    data: rows,
    getRowId: rowKey,
    initialState: { sorting: initialSorting, showColumnFilters: true, density: 'compact' },
    state: { pagination },
    onPaginationChange: changePagination,
    enableGlobalFilter: false,
    enableColumnActions: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    enableTopToolbar: false,
    enableFacetedValues: false,
    enableSortingRemoval: false,
    columnFilterDisplayMode: 'subheader',
    muiPaginationProps: { rowsPerPageOptions: PAGE_SIZES, showFirstButton: true, showLastButton: true },
    muiTableProps: { 'aria-label': label },
    muiTablePaperProps: { elevation: 0, variant: 'outlined' },
    localization: { noRecordsToDisplay: emptyText ?? tableTexts.noRows },
  });
  return <MaterialReactTable table={table} />;
}
