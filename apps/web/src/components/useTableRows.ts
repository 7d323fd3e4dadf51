import { useEffect, useMemo } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import type { DataColumn } from './data-table-types';
import type { useTableState } from './useTableState';

interface Options<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  state: ReturnType<typeof useTableState<Row>>;
  /** The rows are not paged here: the server keeps the pages, or every row is shown at once. */
  manualPages?: boolean;
}

/**
 * The rows on TanStack Table: sorted (by `sortValue` or the text), filtered on a substring regardless
 * of case, and paged here, unless the server keeps the pages or the table shows every row (`manualPages`).
 */
export function useTableRows<Row>({ columns, rows, rowKey, state, manualPages }: Options<Row>) {
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
  const { sorting, activeFilters, pagination, setSorting, setFilters, setPagination } = state;
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
    ...(manualPages ? { manualPagination: true } : { getPaginationRowModel: getPaginationRowModel() }),
  });

  const count = table.getFilteredRowModel().rows.length;
  // A kept page past the end (fewer rows this time): the last page instead.
  const lastPage = Math.max(0, Math.ceil(count / pagination.pageSize) - 1);
  useEffect(() => {
    if (!manualPages && pagination.pageIndex > lastPage) setPagination((old) => ({ ...old, pageIndex: lastPage }));
  }, [manualPages, pagination.pageIndex, lastPage, setPagination]);
  return { table, count };
}
