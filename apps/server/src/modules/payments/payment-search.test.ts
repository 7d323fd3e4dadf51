import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/app';
import { searchPayments } from './service';
import { COUNTS_AGAINST_THE_PARTS } from '../../test/payment-counts';

/*
 * The payment search over a person's TINs as the service answers it (issue 28, decisions 066 and 069):
 * its pages against a grouping of every part, and the counts by day and set of TINs its total reads,
 * kept by the database's triggers. The calls themselves are tested in payments.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the search over several TINs, from each TIN\'s newest parts', () => {
  it.each([
    ['a group\'s six TINs', ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']],
    ['two of them (payments partly theirs)', ['751234501', '751234502']],
  ])('pages exactly as grouping every part of the range would, page after page: %s', async (_name, tins) => {
    const [{ from, to }] = await t.rows<{ from: string; to: string }>('SELECT min(payment_date)::text AS from, max(payment_date)::text AS to FROM payment_tin');
    const reference = await t.rows<{ paymentId: number; bills: number; paidToYou: number; partial: boolean }>(
      `SELECT payment_id AS "paymentId", sum(bills)::int AS bills, sum(paid)::float8 AS "paidToYou",
         EXISTS (SELECT 1 FROM payment_tin other WHERE other.payment_id = pt.payment_id AND other.ftin <> ALL ($1)) AS partial
       FROM payment_tin pt WHERE ftin = ANY($1) AND payment_date BETWEEN $2 AND $3 GROUP BY payment_id ORDER BY max(payment_date) DESC, payment_id DESC`,
      [tins, from, to],
    );
    expect(reference.length).toBeGreaterThan(7);
    expect(reference.some((r) => r.partial)).toBe(tins.length === 2);
    const scope = { all: false, tins: new Set(tins) } as const;
    const seen = [];
    for (let page = 1; page <= Math.ceil(reference.length / 3); page++) {
      const result = await searchPayments(t.app.db, scope, { from, to, page }, { pageSize: 3 });
      expect(result.total).toBe(reference.length);
      seen.push(...result.payments.map(({ paymentId, bills, paidToYou, partial }) => ({ paymentId, bills, paidToYou, partial })));
    }
    expect(seen).toEqual(reference);
  });
});

/** The differences between the kept counts and the parts (test/payment-counts.ts). */
async function countsAgainstTheParts(): Promise<string[]> {
  return (await t.rows<{ difference: string }>(COUNTS_AGAINST_THE_PARTS)).map((r) => r.difference);
}

describe('the counts of payments by day and set of TINs (the total of a search)', () => {
  /** TINs of no group, so the other tests' searches never see these payments. */
  const [a, b, c] = ['990000001', '990000002', '990000003'];
  const totalOf = async (tins: string[]) =>
    (await searchPayments(t.app.db, { all: false, tins: new Set(tins) }, {})).total;
  /** A check of today to `tins[0]`, with one part (one bill of 10.00) per TIN given, in one transaction. */
  const paidTo = (tins: string[]) =>
    t.app.db.transaction(async (tx) => {
      const [row] = rowsOf<{ payment_id: number }>(
        await tx.execute(sql`INSERT INTO payment (payment_number, method, payment_date, client_id, payee_ftin, total_amount)
          VALUES ('R' || nextval(pg_get_serial_sequence('payment', 'payment_id')), 'CHK', current_date, (SELECT min(client_id) FROM client), ${tins[0]}, ${10 * tins.length})
          RETURNING payment_id`),
      );
      for (const tin of tins) {
        await tx.execute(sql`INSERT INTO payment_tin (payment_id, ftin, payment_date, bills, paid) VALUES (${row!.payment_id}, ${tin}, current_date, 1, 10)`);
      }
      return row!.payment_id;
    });
  afterAll(async () => {
    await t.rows(`DELETE FROM payment_tin WHERE ftin IN ($1, $2, $3)`, [a, b, c]);
    await t.rows(`DELETE FROM payment WHERE payee_ftin IN ($1, $2, $3)`, [a, b, c]);
  });

  it('are those of the parts after the seed', async () => {
    expect(await countsAgainstTheParts()).toEqual([]);
    expect((await t.rows('SELECT 1 FROM payment_tin_day')).length).toBeGreaterThan(0);
  });

  it('follow parts added, moved to another TIN and removed, and the search counts each payment once', async () => {
    const both = await paidTo([a, b]);
    expect(await countsAgainstTheParts()).toEqual([]);
    expect(await totalOf([a, b])).toBe(1);
    expect(await totalOf([a])).toBe(1);
    const [one] = (await searchPayments(t.app.db, { all: false, tins: new Set([a]) }, {})).payments;
    expect(one).toMatchObject({ paymentId: both, partial: true });
    expect((await searchPayments(t.app.db, { all: false, tins: new Set([a, b]) }, {})).payments[0]).toMatchObject({ paymentId: both, partial: false });

    await t.rows(`UPDATE payment_tin SET ftin = $1 WHERE payment_id = $2 AND ftin = $3`, [c, both, b]);
    expect(await countsAgainstTheParts()).toEqual([]);
    expect(await totalOf([b])).toBe(0);
    expect(await totalOf([a, c])).toBe(1);

    await t.rows(`DELETE FROM payment_tin WHERE payment_id = $1 AND ftin = $2`, [both, a]);
    expect(await countsAgainstTheParts()).toEqual([]);
    expect(await totalOf([a])).toBe(0);
    expect((await searchPayments(t.app.db, { all: false, tins: new Set([c]) }, {})).payments[0]).toMatchObject({ paymentId: both, partial: false });

    await t.rows(`DELETE FROM payment_tin WHERE payment_id = $1`, [both]);
    expect(await countsAgainstTheParts()).toEqual([]);
    expect(await totalOf([a, b, c])).toBe(0);
    expect(await t.rows(`SELECT * FROM payment_tin_day WHERE ftin IN ($1, $2, $3)`, [a, b, c])).toEqual([]);
  });

  it('stay exact when checks of one day and set, and parts of one check, are written in parallel transactions', async () => {
    const checks = await Promise.all(Array.from({ length: 12 }, () => paidTo([a, b])));
    expect(new Set(checks).size).toBe(12);
    const [{ payment_id: shared }] = await t.rows<{ payment_id: number }>(
      `INSERT INTO payment (payment_number, method, payment_date, client_id, payee_ftin, total_amount)
       VALUES ('RS', 'CHK', current_date, (SELECT min(client_id) FROM client), $1, 30) RETURNING payment_id`,
      [a],
    );
    await Promise.all(
      [a, b, c].map((tin) => t.app.db.transaction((tx) => tx.execute(sql`INSERT INTO payment_tin (payment_id, ftin, payment_date, bills, paid) VALUES (${shared}, ${tin}, current_date, 1, 10)`))),
    );
    expect(await countsAgainstTheParts()).toEqual([]);
    const [{ tins }] = await t.rows<{ tins: string }>(`SELECT tins FROM payment WHERE payment_id = $1`, [shared]);
    expect(tins).toBe([a, b, c].join(','));
    expect(await totalOf([a, b])).toBe(13);
    expect(await totalOf([c])).toBe(1);
    expect(await totalOf([a, b, c])).toBe(13);
    // One check of the twelve loses its parts: the count of their day and set is lowered, not dropped.
    await t.rows(`DELETE FROM payment_tin WHERE payment_id = $1`, [checks[0]]);
    expect(await countsAgainstTheParts()).toEqual([]);
    expect(await totalOf([a, b])).toBe(12);
  });
});
