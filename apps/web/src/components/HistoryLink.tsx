import { Link } from 'react-router';
import { addDays, BASE, guards, historyTexts, todayIso } from '@wcpp/contract';
import { useEffectiveUser } from '../lib/user';

type HistoryRecord = { claimNumber: string } | { payment: number } | { bill: string };

/** Whether the History links show: to those who may see the Activity (a Provider Admin, an internal administrator). */
export function useHistoryShown(): boolean {
  const { data: user } = useEffectiveUser();
  return Boolean(user && guards.activityViewer(user));
}

/** The link itself, for a table whose every row has one: the table asks useHistoryShown once for them all. */
export function HistoryAnchor({ record }: { record: HistoryRecord }) {
  const [key, value] = Object.entries(record)[0]!;
  // Both dates: the Activity reads a start alone as its first week (the last 7 days unless dates are chosen).
  const today = todayIso();
  const query = new URLSearchParams({ [key]: String(value), from: addDays(today, -historyTexts.days), to: today });
  const label = 'claimNumber' in record ? historyTexts.claim : 'payment' in record ? historyTexts.payment : historyTexts.bill(record.bill);
  return (
    <Link to={`${BASE}/activity?${query}`} className="wc-link-action" aria-label={label} title={label}>
      {historyTexts.link}
    </Link>
  );
}

/**
 * HISTORY on a claim, a payment or a bill (issue 47 §1): the Activity filtered on it over the last year,
 * for those who may see the Activity (a Provider Admin, an internal administrator); nothing for anyone else.
 */
export function HistoryLink({ record }: { record: HistoryRecord }) {
  return useHistoryShown() ? <HistoryAnchor record={record} /> : null;
}
