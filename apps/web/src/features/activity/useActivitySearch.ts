import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAdminType } from '@wcpp/contract';
import { useEffectiveUser } from '../../lib/user';
import { addressOf, filtersOf, type ActivityFilters } from './activity-form';
import { activityKeys, useActivity } from './api';

/**
 * The Activity screen's flow: the filters in the address (Back and a reload keep them, as on Payments),
 * their first page and the pages SHOW MORE adds after it, a new search, CLEAR, and a form error, which
 * clears the previous search's rows at once and from the address (decision 055).
 */
export function useActivitySearch() {
  const [search, setSearch] = useSearchParams();
  const { typed, filters } = useMemo(() => filtersOf(search), [search]);
  const [formError, setFormError] = useState(false);
  const found = useActivity(filters, !formError);
  const client = useQueryClient();
  // The first row of the page SHOW MORE brought, for the focus to go to.
  const [firstNew, setFirstNew] = useState<number | null>(null);

  const pages = formError ? undefined : found.data?.pages;
  const rows = useMemo(() => pages?.flatMap((p) => p.rows) ?? [], [pages]);
  const first = pages?.[0];
  // Whose rows these are comes with the answer; before it, from the effective user (the mirrored one's view while mirroring).
  const { data: user } = useEffectiveUser();
  const network = first?.network ?? (user ? isAdminType(user.typeCd) : false);

  const searchFor = (next: ActivityFilters) => {
    setFormError(false);
    setFirstNew(null);
    const address = new URLSearchParams(addressOf(next));
    // The same search again asks again: the record has grown since.
    if (address.toString() === search.toString()) void client.resetQueries({ queryKey: activityKeys.search(filters) });
    else setSearch(address);
  };
  /** The form refused what was typed: the old rows go. Answers whether the address changes (the form keeps what was typed). */
  const refuse = () => {
    setFormError(true);
    setFirstNew(null);
    if (search.toString() === '') return false;
    setSearch({}, { replace: true });
    return true;
  };
  const reset = () => {
    setFormError(false);
    setFirstNew(null);
    setSearch({});
  };
  const showMore = async () => {
    if (found.isFetchingNextPage) return;
    const before = rows.length;
    const answer = await found.fetchNextPage();
    const added = answer.data?.pages.flatMap((p) => p.rows)[before];
    if (added) setFirstNew(added.id);
  };

  return {
    typed,
    filters,
    network,
    rows,
    first,
    failure: formError ? null : found.error,
    loading: !formError && found.isPending && found.fetchStatus === 'fetching',
    more: !formError && found.hasNextPage,
    fetchingMore: found.isFetchingNextPage,
    firstNew,
    searchFor,
    refuse,
    reset,
    showMore,
  };
}
