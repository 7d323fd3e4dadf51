import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { SEED_AS_OF } from './reference-sql';
import { therapyCourse } from './therapy-course';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The last Friday of a date's month, worked out here without the seed's SQL. */
function lastFriday(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const day = new Date(Date.UTC(y, m, 0));
  while (day.getUTCDay() !== 5) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

describe("the demo's payments", () => {
  it('are all on or before the day the data stands at, a Friday, and so is every bill paid', async () => {
    const [dates] = await t.rows<{ payments: string; paid: string; days: number[] }>(
      `SELECT max(payment_date)::text AS payments, (SELECT max(paid_date)::text FROM bill_payment) AS paid,
        array_agg(DISTINCT extract(isodow FROM payment_date)::int) AS days FROM payment`,
    );
    expect(new Date(`${SEED_AS_OF}T00:00:00Z`).getUTCDay()).toBe(5);
    expect(dates).toEqual({ payments: SEED_AS_OF, paid: SEED_AS_OF, days: [5] });
  });

  it("of the monthly payer fall on their month's last Friday (the last run at the data's day); the others weekly", async () => {
    const rows = await t.rows<{ client_id: number; payment_date: string }>(`SELECT DISTINCT client_id, payment_date::text AS payment_date FROM payment ORDER BY 1, 2`);
    const monthly = rows.filter((r) => r.client_id === 1).map((r) => r.payment_date);
    expect(monthly.length).toBeGreaterThan(12);
    for (const date of monthly) expect(date).toBe(lastFriday(date) > SEED_AS_OF ? SEED_AS_OF : lastFriday(date));
    // A weekly payer pays on Fridays that are not the last of their month too.
    expect(rows.some((r) => r.client_id !== 1 && r.payment_date !== lastFriday(r.payment_date))).toBe(true);
  });

  it("include the monthly payer's check of the data's day, which pays the whole therapy course (more than a page of bills at the demo's size)", async () => {
    const [check] = await t.rows<{ payment_number: string; payment_date: string; bills: number; course: number }>(
      `SELECT p.payment_number, p.payment_date::text AS payment_date, count(*)::int AS bills,
        count(*) FILTER (WHERE b.claim_number = $1)::int AS course
       FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id
       GROUP BY p.payment_id ORDER BY count(*) DESC LIMIT 1`,
      [therapyCourse.claimNumber],
    );
    expect(check!.bills).toBeGreaterThan(therapyCourse.visits);
    expect(check).toMatchObject({ payment_date: SEED_AS_OF, course: therapyCourse.visits });
  });
});
