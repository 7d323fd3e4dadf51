import { useEffect, useMemo } from 'react';
import {
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
} from '@tanstack/react-table';
import type { DataColumn, ServerPages } from './data-table-types';
import type { useTableState } from './useTableState';

interface Options<Row> {
  columns: DataColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  state: ReturnType<typeof useTableState<Row>>;
  serverPages?: ServerPages;
}

/**
 * The rows on TanStack Table: sorted (by `sortValue` or the text), filtered on a substring regardless
 * of case, and paged here, or by the server when it keeps the pages (`serverPages`).
 */
export function useTableRows<Row>({ columns, rows, rowKey, state, serverPages }: Options<Row>) {
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
    ...(serverPages ? { manualPagination: true } : { getPaginationRowModel: getPaginationRowModel() }),
  });

  const count = table.getFilteredRowModel().rows.length;
  // A kept page past the end (fewer rows this time): the last page instead.
  const lastPage = Math.max(0, Math.ceil(count / pagination.pageSize) - 1);
  useEffect(() => {
    if (!serverPages && pagination.pageIndex > lastPage) setPagination((old) => ({ ...old, pageIndex: lastPage }));
  }, [serverPages, pagination.pageIndex, lastPage, setPagination]);
  return { table, count };
}
