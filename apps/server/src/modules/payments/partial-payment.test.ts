import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls, paymentTexts, type Payment, type PaymentSearchResult } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';

// A payment that also pays bills of TINs outside the caller's scope: the caller sees their part. The
// check's whole amount and its provider adjustment are the payee's: those who hold the payee TIN see
// them, those who hold only other TINs of it do not (decisions 066 and 080). Those who see every TIN of
// it see it whole.
let t: TestApp;
const tokenOf = signedInOnce(() => t);
/**
 * A payment with a provider adjustment to 751234501 (provuser1 holds it and 751234502) paying bills of
 * provuser1's TINs and of jwalker01's (751234504, 751234505: not the payee).
 */
let mixed: { id: number; number: string; total: string; plb: string };

beforeAll(async () => {
  t = await createTestApp();
  [mixed] = await t.rows(
    `SELECT p.payment_id AS id, p.payment_number AS number, p.total_amount::text AS total, p.provider_adjustment_amount::text AS plb
       FROM payment p JOIN bill_payment bp ON bp.payment_id = p.payment_id JOIN bill b ON b.bill_id = bp.bill_id
      WHERE p.provider_adjustment_amount > 0 AND p.payee_ftin = '751234501'
      GROUP BY p.payment_id HAVING bool_or(b.ftin IN ('751234501', '751234502')) AND bool_or(b.ftin IN ('751234504', '751234505'))
      ORDER BY p.payment_id LIMIT 1`,
  );
});
afterAll(() => t.close());

const paymentPage = async (user: string, paymentId: number) => api(t.app).call(paymentCalls.paymentById, { params: { paymentId }, token: await tokenOf(user) });
const searchPayments = async (user: string, query: { checkNumber: string }) => api(t.app).call(paymentCalls.searchPayments, { query, token: await tokenOf(user) });
const exportPayments = async (user: string, query: { format: string; checkNumber: string }) => api(t.app).call(paymentCalls.exportPayments, { query, token: await tokenOf(user) });
const remittancePdf = async (user: string, paymentId: number) => api(t.app).call(paymentCalls.remittancePdf, { params: { paymentId }, token: await tokenOf(user) });
const money = (value: string | number) => `$${Number(value).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

describe('a payment seen in part', () => {
  it('answers its part to one who holds only other TINs of it, without the whole amount or the provider adjustment', async () => {
    const other = (await paymentPage('jwalker01', mixed.id)).json() as Payment;
    expect(other).toMatchObject({ partial: true, payeeFtin: '751234501', totalAmount: null, providerAdjustment: null });
    const paid = other.claims.flatMap((c) => c.bills).reduce((sum, b) => sum + Math.round(b.paid * 100), 0);
    expect(Math.round(other.paidToYou * 100)).toBe(paid);
    expect(other.claims.flatMap((c) => c.bills).every((b) => ['751234504', '751234505'].includes(b.ftin))).toBe(true);
  });

  it('answers the whole amount and the adjustment to one who holds the payee TIN, and only the bills of their TINs', async () => {
    const payee = (await paymentPage('provuser1', mixed.id)).json() as Payment;
    expect(payee).toMatchObject({ partial: true, totalAmount: Number(mixed.total), providerAdjustment: { code: 'WO', amount: Number(mixed.plb) } });
    const bills = payee.claims.flatMap((c) => c.bills);
    expect(bills.length).toBeGreaterThan(0);
    expect(bills.every((b) => ['751234501', '751234502'].includes(b.ftin))).toBe(true);
    expect(Math.round(payee.paidToYou * 100)).toBe(bills.reduce((sum, b) => sum + Math.round(b.paid * 100), 0));
    const whole = (await paymentPage('provadmin1', mixed.id)).json() as Payment;
    expect(whole).toMatchObject({ partial: false, totalAmount: Number(mixed.total), providerAdjustment: { amount: Number(mixed.plb) } });
  });

  it('keeps them out of the search’s row, its export and the remittance PDF of the others, and shows them to the payee', async () => {
    const search = (await searchPayments('jwalker01', { checkNumber: mixed.number })).json() as PaymentSearchResult;
    expect(search.payments).toEqual([expect.objectContaining({ paymentId: mixed.id, partial: true, totalAmount: null })]);
    const csv = (await exportPayments('jwalker01', { format: 'csv', checkNumber: mixed.number })).body.trim().split('\n');
    expect(csv).toHaveLength(2);
    expect(csv[1]).not.toContain(Number(mixed.total).toFixed(2));
    expect(csv[1]).toMatch(/,,[\d.]+,\d+,Yes$/);
    const pdf = await pdfText((await remittancePdf('jwalker01', mixed.id)).rawPayload);
    expect(pdf).toContain(paymentTexts.totalNotShown);
    expect(pdf).not.toContain(money(mixed.total));
    expect(pdf).not.toMatch(/provider adjustment/i);

    const payeeSearch = (await searchPayments('provuser1', { checkNumber: mixed.number })).json() as PaymentSearchResult;
    expect(payeeSearch.payments).toEqual([expect.objectContaining({ paymentId: mixed.id, partial: true, totalAmount: Number(mixed.total) })]);
    const payeeCsv = (await exportPayments('provuser1', { format: 'csv', checkNumber: mixed.number })).body;
    expect(payeeCsv).toContain(String(Number(mixed.total)));
    const payeePdf = await pdfText((await remittancePdf('provuser1', mixed.id)).rawPayload);
    expect(payeePdf).toContain(money(mixed.total));
    expect(payeePdf).toMatch(/provider adjustment/i);
    expect(payeePdf).not.toContain(paymentTexts.totalNotShown);
  });
});
