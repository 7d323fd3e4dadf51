import { Link } from 'react-router';
import { addDays, BASE, guards, historyTexts, todayIso } from '@wcpp/contract';
import { useEffectiveUser } from '../lib/user';

type HistoryRecord = { claimNumber: string } | { payment: number } | { bill: string };

/**
 * HISTORY on a claim, a payment or a bill (issue 47 §1): the Activity filtered on it over the last year,
 * for those who may see the Activity (a Provider Admin, an internal administrator); nothing for anyone else.
 */
export function HistoryLink({ record }: { record: HistoryRecord }) {
  const { data: user } = useEffectiveUser();
  if (!user || !guards.activityViewer(user)) return null;
  const [key, value] = Object.entries(record)[0]!;
  const query = new URLSearchParams({ [key]: String(value), from: addDays(todayIso(), -historyTexts.days) });
  const label = 'claimNumber' in record ? historyTexts.claim : 'payment' in record ? historyTexts.payment : historyTexts.bill;
  return (
    <Link to={`${BASE}/activity?${query}`} className="wc-link-action" aria-label={label} title={label}>
      {historyTexts.link}
    </Link>
  );
}
