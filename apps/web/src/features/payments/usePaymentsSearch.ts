import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAYMENT_PAGE_SIZE, toUsDate, type PaymentPageSize, type PaymentSearchForm, type PaymentSearchQuery } from '@wcpp/contract';
import { pageSizeOf, usePaymentSearch } from './api';

export const fields = ['checkNumber', 'from', 'to', 'ftin', 'payer'] as const;
export const emptyForm: PaymentSearchForm = { checkNumber: '', from: '', to: '', ftin: '', payer: '' };

/** The criteria in the address (no PHI: numbers, dates, a TIN, a payer's name), so Back and a reload keep the search. */
function criteriaOf(search: URLSearchParams): { form: PaymentSearchForm; query: PaymentSearchQuery } {
  const form = { ...emptyForm };
  const query: PaymentSearchQuery = {};
  for (const field of fields) {
    const value = search.get(field)?.trim();
    if (!value) continue;
    query[field] = value;
    // The address holds ISO dates; the form shows them as people type them.
    form[field] = field === 'from' || field === 'to' ? toUsDate(value) : value;
  }
  const page = search.get('page');
  if (page && /^\d{1,5}$/.test(page) && page !== '1') query.page = page;
  const size = pageSizeOf(search.get('pageSize'));
  if (size !== PAYMENT_PAGE_SIZE) query.pageSize = String(size) as '50' | '100';
  return { form, query };
}

/**
 * The Payments screen's flow: the search in the address, its answer, a new search, a new page, Reset,
 * and a form error, which clears the previous search's payments at once and from the address, so a
 * reload does not bring them back (as every search screen does, decision 055).
 */
export function usePaymentsSearch() {
  const [search, setSearch] = useSearchParams();
  const { form: typed, query } = useMemo(() => criteriaOf(search), [search]);
  const [formError, setFormError] = useState(false);
  const page = Number(query.page ?? 1);
  const pageSize = pageSizeOf(query.pageSize);
  const { page: _page, pageSize: _pageSize, ...criteria } = query;
  const found = usePaymentSearch(query, !formError);

  // A new search keeps the page size chosen and starts at its first page.
  const searchFor = (next: PaymentSearchQuery, nextPage = 1, size: PaymentPageSize = pageSize) => {
    setFormError(false);
    setSearch({
      ...Object.fromEntries(fields.flatMap((f) => (next[f] ? [[f, next[f]]] : []))),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      ...(size !== PAYMENT_PAGE_SIZE ? { pageSize: String(size) } : {}),
    });
  };
  /** The form refused what was typed: the old payments go. Answers whether the address changes (the form keeps what was typed). */
  const refuse = () => {
    setFormError(true);
    if (search.toString() === '') return false;
    setSearch({}, { replace: true });
    return true;
  };
  const reset = () => {
    setFormError(false);
    setSearch({});
  };
  return { typed, query, criteria, page, pageSize, found: formError ? null : found, searchFor, refuse, reset };
}
