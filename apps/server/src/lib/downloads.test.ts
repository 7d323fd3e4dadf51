import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billSearchCalls, DOWNLOADS_PER_HOUR, exportCalls, exportMessages, paymentCalls } from '@wcpp/contract';
import { api } from '../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../test/app';

// Exports, document bundles, 835s and remittance PDFs: DOWNLOADS_PER_HOUR a person, counted before anything is read or audited
// (decision 073). In CI this runs again on PostgreSQL, where the parallel requests really run at once.
let t: TestApp;
const tokenOf = signedInOnce(() => t);
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const exportBills = async (user: string, billControlNumbers: string[]) =>
  api(t.app).call(exportCalls.exportBills, { token: await tokenOf(user), body: { format: 'csv', billControlNumbers } });
/** An export of numbers that name nothing: refused (404), and audited with every number asked for. */
const madeUp = (user: string, i: number) => exportBills(user, Array.from({ length: 1000 }, (_, n) => `X${i}N${n}`.padEnd(22, '0')));
const payment835 = async (user: string, paymentId: number) => api(t.app).call(paymentCalls.payment835, { params: { paymentId }, token: await tokenOf(user) });
const exportRows = async (user: string) =>
  (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action IN ('EXPORT', 'DOCUMENT_BUNDLE') AND actor_user_nm = $1`, [user]))[0]!.n;

describe('downloads an hour', () => {
  it(`${DOWNLOADS_PER_HOUR + 10} refused exports at once: ${DOWNLOADS_PER_HOUR} are read and audited, the rest answer 429 and store nothing`, async () => {
    const answers = await Promise.all(Array.from({ length: DOWNLOADS_PER_HOUR + 10 }, (_, i) => madeUp('provuser1', i)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(DOWNLOADS_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(10);
    expect(answers.find((a) => a.statusCode === 429)!.json()).toMatchObject({ code: 'RATE_LIMITED', message: exportMessages.tooManyDownloads });
    expect(await exportRows('provuser1')).toBe(DOWNLOADS_PER_HOUR);
  });

  it('the allowance is one for every export and the document bundle; another person keeps theirs', async () => {
    const [bill] = await t.rows<{ bcn: string }>(`SELECT bill_control_number AS bcn FROM bill WHERE ftin = '751234501' AND has_image ORDER BY bill_id LIMIT 1`);
    const spent = [
      await exportBills('provuser1', [bill!.bcn]),
      await api(t.app).call(billSearchCalls.documentBundle, { token: await tokenOf('provuser1'), body: { billControlNumbers: [bill!.bcn] } }),
      await api(t.app).call(paymentCalls.exportPayments, { token: await tokenOf('provuser1'), query: { format: 'csv' } }),
    ];
    expect(spent.map((a) => a.statusCode)).toEqual([429, 429, 429]);
    expect(await exportRows('provuser1')).toBe(DOWNLOADS_PER_HOUR);
    // The 835 and the remittance PDF name every bill of the payment in their audit rows: one download each.
    const [payment] = await t.rows<{ id: number }>(`SELECT bp.payment_id AS id FROM bill_payment bp JOIN bill b ON b.bill_id = bp.bill_id WHERE b.ftin = '751234501' ORDER BY bp.payment_id LIMIT 1`);
    const remittanceRows = async () =>
      (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action IN ('PAYMENT_835', 'PAYMENT_REMITTANCE')`))[0]!.n;
    const before = await remittanceRows();
    const files = [
      await payment835('provuser1', payment!.id),
      await api(t.app).call(paymentCalls.remittancePdf, { params: { paymentId: payment!.id }, token: await tokenOf('provuser1') }),
    ];
    expect(files.map((a) => a.statusCode)).toEqual([429, 429]);
    expect(files[0]!.json()).toMatchObject({ code: 'RATE_LIMITED', message: exportMessages.tooManyDownloads });
    expect(await remittanceRows()).toBe(before);
    const its835 = await payment835('provadmin1', payment!.id);
    expect(its835.statusCode).toBe(200);
    expect(its835.body.startsWith('ISA*')).toBe(true);
    const other = await exportBills('provadmin1', [bill!.bcn]);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-type']).toContain('text/csv');
  });
});
