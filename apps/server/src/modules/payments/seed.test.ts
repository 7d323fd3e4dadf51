import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Issue 28 §1: the seed's payments are consistent with the bills they pay (docs/decisions/066-payments.md). */
describe('the seeded payments', () => {
  it("name every paid bill's payment, whose number and date are the bill's checkNumber and paidDate", async () => {
    const [row] = await t.rows<{ rows: number; without: number; differ: number }>(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE bp.payment_id IS NULL)::int AS without,
         count(*) FILTER (WHERE bp.check_number <> p.payment_number OR bp.paid_date <> p.payment_date)::int AS differ
       FROM bill_payment bp LEFT JOIN payment p ON p.payment_id = bp.payment_id`,
    );
    expect(row!.rows).toBeGreaterThan(100);
    expect(row).toMatchObject({ without: 0, differ: 0 });
  });

  it('each total is what its bills were paid less its provider-level adjustment, and more than nothing', async () => {
    const off = await t.rows<{ payment_id: number }>(
      `SELECT p.payment_id FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id
       GROUP BY p.payment_id HAVING p.total_amount <> sum(bp.paid_amount) - p.provider_adjustment_amount`,
    );
    expect(off).toEqual([]);
    // Each payment's parts per TIN (payment_tin, what the search reads) add up to its bills.
    const parts = await t.rows(
      `SELECT bp.payment_id FROM bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id
       GROUP BY bp.payment_id HAVING count(*) <> (SELECT sum(bills) FROM payment_tin pt WHERE pt.payment_id = bp.payment_id)
         OR sum(bp.paid_amount) <> (SELECT sum(paid) FROM payment_tin pt WHERE pt.payment_id = bp.payment_id)`,
    );
    expect(parts).toEqual([]);
    // No check for nothing: a denied bill rides on a payment that pays something.
    expect(await t.rows('SELECT payment_id FROM payment WHERE total_amount <= 0')).toEqual([]);
  });

  it('has payments of several claims, of several TINs, with a provider-level adjustment, by EFT, and with a denied bill', async () => {
    const [row] = await t.rows<Record<string, number>>(
      `WITH per AS (
         SELECT p.payment_id, count(DISTINCT b.claim_id) AS claims, count(DISTINCT b.ftin) AS tins, bool_or(b.bill_status = '2') AS denied,
           p.provider_adjustment_amount > 0 AS plb, p.method = 'ACH' AS eft
         FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id GROUP BY p.payment_id)
       SELECT count(*) FILTER (WHERE claims > 1)::int AS several_claims, count(*) FILTER (WHERE tins > 1)::int AS several_tins,
         count(*) FILTER (WHERE plb)::int AS plb, count(*) FILTER (WHERE eft)::int AS eft, count(*) FILTER (WHERE denied)::int AS denied FROM per`,
    );
    for (const [kind, n] of Object.entries(row!)) expect(n, kind).toBeGreaterThan(0);
  });
});
