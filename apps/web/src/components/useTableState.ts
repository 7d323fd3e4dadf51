import { useEffect, useMemo, useRef, useState } from 'react';
import type { ColumnFiltersState, PaginationState, SortingState } from '@tanstack/react-table';
import * as z from 'zod/mini';
import { keepPlace, readPlace } from '../lib/kept-place';
import { PAGE_SIZES, type DataColumn, type TableView } from './data-table-types';

/** A table's view as a screen keeps it (`placeKey`, docs/decisions/055): sort, filters, page and page size. */
const TablePlaceSchema = z.object({
  sort: z.object({ id: z.string(), desc: z.boolean() }),
  filters: z.array(z.object({ id: z.string(), value: z.string().check(z.maxLength(200)) })).check(z.maxLength(50)),
  pageIndex: z.int().check(z.minimum(0)),
  pageSize: z.number().check(z.refine((size) => PAGE_SIZES.includes(size))),
});

interface Options<Row> {
  columns: DataColumn<Row>[];
  /** The columns shown: a folded column has no filter box, so its filter does not apply. */
  visible: DataColumn<Row>[];
  defaultSort: { id: string; desc?: boolean };
  initialPageSize: number;
  placeKey?: string;
  onViewChange?: (view: TableView) => void;
}

/**
 * A table's sort, filters and page: kept under `placeKey` so Back and a reload find them again
 * (docs/decisions/055), and told to `onViewChange` as the filters of the shown columns and the sort.
 */
export function useTableState<Row>({ columns, visible, defaultSort, initialPageSize, placeKey, onViewChange }: Options<Row>) {
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
  // Memoised: TanStack recomputes (and goes back to the first page) whenever the filter state changes identity.
  const visibleIds = visible.map((c) => c.id).join(' ');
  const activeFilters = useMemo(() => filters.filter((f) => visibleIds.split(' ').includes(f.id)), [filters, visibleIds]);
  const viewListener = useRef(onViewChange);
  viewListener.current = onViewChange;
  useEffect(() => {
    const sort = sorting[0] ?? { id: defaultSort.id, desc: Boolean(defaultSort.desc) };
    viewListener.current?.({ filters: Object.fromEntries(activeFilters.map((f) => [f.id, String(f.value)])), sort: { id: sort.id, desc: sort.desc } });
  }, [activeFilters, sorting, defaultSort.id, defaultSort.desc]);

  return {
    sorting,
    setSorting,
    setFilters,
    activeFilters,
    pagination,
    setPagination,
    filterOf: (id: string) => (filters.find((f) => f.id === id)?.value as string | undefined) ?? '',
    /** A filter box's new text: back to the first page. */
    setFilter: (id: string, value: string) => {
      setFilters((old) => [...old.filter((f) => f.id !== id), ...(value ? [{ id, value }] : [])]);
      setPagination((old) => ({ ...old, pageIndex: 0 }));
    },
    // Part 2 §4: changing the page size goes back to the first page.
    changePageSize: (pageSize: number) => setPagination({ pageIndex: 0, pageSize }),
    changePage: (page: number) => setPagination((old) => ({ ...old, pageIndex: page })),
  };
}
