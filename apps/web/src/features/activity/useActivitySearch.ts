import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isAdminType, type ActivityPage } from '@wcpp/contract';
import { useSession } from '../../lib/session';
import { useEffectiveUser } from '../../lib/user';
import { addressOf, filtersOf, searchKeyOf, stateOf, type ActivityFilters } from './activity-form';
import { activityKeys, fetchActivity, useActivity } from './api';

/** The pages SHOW MORE brought after the first, for the search they belong to. */
interface More {
  search: string;
  pages: ActivityPage[];
  asking: boolean;
  error: unknown;
  /** The first row of the last page brought, for the focus to go to. */
  firstNew: number | null;
}
const noMore = (search: string): More => ({ search, pages: [], asking: false, error: null, firstNew: null });

/**
 * The Activity screen's flow: the filters in the address (Back and a reload keep them, as on Payments),
 * their first page and the pages SHOW MORE adds after it (keyset: each asked after the last row shown),
 * a new search, CLEAR, and a form error, which clears the previous search's rows at once and from the
 * address (decision 055).
 */
export function useActivitySearch() {
  const [search, setSearch] = useSearchParams();
  const { state } = useLocation();
  const session = useSession();
  const owner = session ? `${session.userName.toLowerCase()}|${session.mirror?.userNm.toLowerCase() ?? ''}` : '';
  const { typed, filters } = useMemo(() => filtersOf(search, state, owner), [search, state, owner]);
  // One search, whatever holds its parts (the address, the entry's state).
  const searchKey = searchKeyOf(filters);
  const [formError, setFormError] = useState(false);
  const found = useActivity(filters, !formError);
  const client = useQueryClient();
  const [kept, setMore] = useState<More>(() => noMore(searchKey));
  // Another search (the address changed, Back): the pages shown more belonged to the one before.
  const more = kept.search === searchKey ? kept : noMore(searchKey);

  const first = formError ? undefined : found.data;
  const pages = useMemo(() => (first ? [first, ...more.pages] : []), [first, more.pages]);
  // Once each: a first page asked again (on reconnecting) may now end with rows a later page holds.
  const rows = useMemo(() => {
    const seen = new Set<number>();
    return pages.flatMap((p) => p.rows).filter((r) => !seen.has(r.id) && Boolean(seen.add(r.id)));
  }, [pages]);
  const next = pages.at(-1)?.next ?? null;
  // Whose rows these are comes with the answer; before it, from the effective user (the mirrored one's view while mirroring).
  const { data: user } = useEffectiveUser();
  const network = first?.network ?? (user ? isAdminType(user.typeCd) : false);

  const searchFor = (filtersNext: ActivityFilters) => {
    setFormError(false);
    setMore(noMore(searchKey));
    // The same search again asks again: the record has grown since.
    if (searchKeyOf(filtersNext) === searchKey) void client.resetQueries({ queryKey: activityKeys.search(filters) });
    else setSearch(addressOf(filtersNext), { state: stateOf(filtersNext, owner) });
  };
  /** The form refused what was typed: the old rows go. Answers whether the address changes (the form keeps what was typed). */
  const refuse = () => {
    setFormError(true);
    setMore(noMore(searchKey));
    if (search.toString() === '' && !filters.patient) return false;
    setSearch({}, { replace: true, state: null });
    return true;
  };
  const reset = () => {
    setFormError(false);
    setMore(noMore(searchKey));
    setSearch({}, { state: null });
  };
  const showMore = async () => {
    if (!next || more.asking) return;
    setMore({ ...more, asking: true, error: null });
    try {
      const page = await fetchActivity(filters, next);
      setMore((old) => (old.search === searchKey ? { ...old, pages: [...old.pages, page], asking: false, firstNew: page.rows[0]?.id ?? null } : old));
    } catch (error) {
      setMore((old) => (old.search === searchKey ? { ...old, asking: false, error } : old));
    }
  };

  return {
    typed,
    filters,
    network,
    rows,
    first,
    failure: formError ? null : (found.error ?? more.error),
    loading: !formError && found.isPending && found.fetchStatus === 'fetching',
    more: next !== null,
    fetchingMore: more.asking,
    firstNew: more.firstNew,
    searchFor,
    refuse,
    reset,
    showMore,
  };
}
