import { demoClaimSql, type DemoBill } from './demo-claims';

/**
 * A claimant in a course of physical therapy: seen every day but Sunday for two weeks at two TINs of
 * group 1001 (751234501 and 751234502, both assigned to provuser1), one bill a visit. It is the demo
 * search that fills more than one page of results: claim WC10099001-4 around 11/08/2026 finds its
 * 12 bills. Each visit copies the lines and payment of a generated paid bill of the same TIN, paid ten
 * days after the visit.
 */
export const therapyCourse = {
  claimNumber: 'WC10099001-4',
  firstName: 'Denise',
  lastName: 'Okafor',
  dob: '1979-04-16',
  doi: '2026-10-20',
  firstVisit: '2026-11-02',
  visits: 12,
  tins: ['751234501', '751234502'],
  /** Bill control numbers 71000000001 … 71000000012. */
  bcnPrefix: '71',
} as const;

/** The visits: every day but Sunday from the first, alternating the two TINs (the first at 751234502). */
function visits(): DemoBill[] {
  const c = therapyCourse;
  const bills: DemoBill[] = [];
  for (let day = new Date(`${c.firstVisit}T00:00:00Z`); bills.length < c.visits; day.setUTCDate(day.getUTCDate() + 1)) {
    if (day.getUTCDay() === 0) continue;
    const n = bills.length + 1;
    bills.push({ n, date: day.toISOString().slice(0, 10), ftin: c.tins[n % 2]!, secondSource: false, status: '0' });
  }
  return bills;
}

export function therapyCourseSql(): string {
  const c = therapyCourse;
  return demoClaimSql({ ...c, gender: 'F', paidAfterDays: 10, bills: visits() });
}
