import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentTexts, type Payment, type PaymentSearchResult } from '@wcpp/contract';
import { bearer, createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';

// A payment that also pays bills of TINs outside the caller's scope: the caller sees their part, and not
// the check's whole amount nor its provider adjustment, which are the payee's (decision 066, amended
// 2026-11-29). Those who see every TIN of it see it whole.
let t: TestApp;
const tokenOf = signedInOnce(() => t);
/** A payment with a provider adjustment, to provuser1's TINs (751234501, 751234502) and to another. */
let mixed: { id: number; number: string; total: string; plb: string };

beforeAll(async () => {
  t = await createTestApp();
  [mixed] = await t.rows(
    `SELECT p.payment_id AS id, p.payment_number AS number, p.total_amount::text AS total, p.provider_adjustment_amount::text AS plb
       FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id
      WHERE p.provider_adjustment_amount > 0
      GROUP BY p.payment_id HAVING bool_or(b.ftin IN ('751234501', '751234502')) AND bool_or(b.ftin NOT IN ('751234501', '751234502'))
      ORDER BY p.payment_id LIMIT 1`,
  );
});
afterAll(() => t.close());

const get = async (user: string, url: string) => t.app.inject({ url: `/api${url}`, headers: bearer(await tokenOf(user)) });
const money = (value: string | number) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('a payment seen in part', () => {
  it('answers the caller’s part, without the whole amount or the provider adjustment; the group’s admin sees both', async () => {
    const own = (await get('provuser1', `/payments/${mixed.id}`)).json() as Payment;
    expect(own).toMatchObject({ partial: true, totalAmount: null, providerAdjustment: null });
    const paid = own.claims.flatMap((c) => c.bills).reduce((sum, b) => sum + Math.round(b.paid * 100), 0);
    expect(Math.round(own.paidToYou * 100)).toBe(paid);
    const whole = (await get('provadmin1', `/payments/${mixed.id}`)).json() as Payment;
    expect(whole).toMatchObject({ partial: false, totalAmount: Number(mixed.total), providerAdjustment: { amount: Number(mixed.plb) } });
  });

  it('keeps them out of the search’s row, its export and the remittance PDF', async () => {
    const search = (await get('provuser1', `/payments?checkNumber=${mixed.number}`)).json() as PaymentSearchResult;
    expect(search.payments).toEqual([expect.objectContaining({ paymentId: mixed.id, partial: true, totalAmount: null })]);
    const csv = (await get('provuser1', `/payments/export?format=csv&checkNumber=${mixed.number}`)).body.trim().split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).not.toContain(Number(mixed.total).toFixed(2));
    expect(csv[1]).toMatch(/,,[\d.]+,\d+,Yes$/);
    const pdf = await pdfText((await get('provuser1', `/payments/${mixed.id}/remittance.pdf`)).rawPayload);
    expect(pdf).toContain(paymentTexts.totalNotShown);
    expect(pdf).not.toContain(money(mixed.total));
    expect(pdf).not.toMatch(/provider adjustment/i);
    const admins = await pdfText((await get('provadmin1', `/payments/${mixed.id}/remittance.pdf`)).rawPayload);
    expect(admins).toContain(money(mixed.total));
    expect(admins).toMatch(/provider adjustment/i);
  });
});
