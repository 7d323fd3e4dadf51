/** A month of service as the portal writes dates: `2025-03` reads 3/2025 (decision 082). */
export function formatMonth(month: string): string {
  const [year, m] = month.split('-');
  return `${Number(m)}/${year}`;
}

export type TimelineEntry = { kind: 'month'; month: string; bills: number } | { kind: 'gap'; first: string; last: string };

const monthNumber = (month: string) => {
  const [year, m] = month.split('-').map(Number);
  return year! * 12 + (m! - 1);
};
const monthOf = (n: number) => `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;

/**
 * The months that have bills, oldest first, with one entry for each run of months between them that has
 * none: the gaps in care show, and a claim of many years stays a short list (decision 082).
 */
export function timelineWithGaps(months: readonly { month: string; bills: number }[]): TimelineEntry[] {
  const sorted = [...months].sort((a, b) => monthNumber(a.month) - monthNumber(b.month));
  const entries: TimelineEntry[] = [];
  sorted.forEach((m, i) => {
    const previous = sorted[i - 1];
    if (previous && monthNumber(m.month) - monthNumber(previous.month) > 1) {
      entries.push({ kind: 'gap', first: monthOf(monthNumber(previous.month) + 1), last: monthOf(monthNumber(m.month) - 1) });
    }
    entries.push({ kind: 'month', month: m.month, bills: m.bills });
  });
  return entries;
}
