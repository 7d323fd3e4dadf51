import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, signedInOnce, type TestApp } from '../../test/app';
import { pdfPages } from '../../test/pdf';
import { el, segmentsOf } from '../../test/x12';

// A payment's check number and adjustment code come from the payer's feed, not from the portal: what
// they hold must neither rename a download, break its header, nor end an 835 segment early.
let t: TestApp;
const tokenOf = signedInOnce(() => t);
let payment: { id: number; number: string };

beforeAll(async () => {
  t = await createTestApp();
  [payment] = await t.rows<{ id: number; number: string }>(
    `SELECT p.payment_id AS id, p.payment_number AS number FROM payment p WHERE p.provider_adjustment_amount > 0 ORDER BY p.payment_id LIMIT 1`,
  );
});
afterAll(() => t.close());

const file835 = async (paymentId: number) => api(t.app).call(paymentCalls.payment835, { params: { paymentId }, token: await tokenOf('sysadmin1') });
const remittancePdf = async (paymentId: number) => api(t.app).call(paymentCalls.remittancePdf, { params: { paymentId }, token: await tokenOf('sysadmin1') });
const setNumber = (value: string) => t.rows(`UPDATE payment SET payment_number = $1 WHERE payment_id = $2`, [value, payment.id]);

describe('a check number in a download’s name', () => {
  it.each([
    ['a quote that would end the name', '1.html";x="', 'payment-1.html__x__.835', 'remittance-1.html__x__.pdf'],
    ['backslashes and slashes', '..\\..\\evil/x', 'payment-.._.._evil_x.835', 'remittance-.._.._evil_x.pdf'],
    ['a character a header refuses', 'CHK\u20ac1', 'payment-CHK_1.835', 'remittance-CHK_1.pdf'],
    ['a line break', 'A\r\nX-Evil: 1', 'payment-A__X-Evil_ 1.835', 'remittance-A__X-Evil_ 1.pdf'],
  ])('%s: the 835 and the PDF still download, under a name made safe', async (_case, number, x12Name, pdfName) => {
    await setNumber(number);
    try {
      const x12 = await file835(payment.id);
      expect(x12.statusCode).toBe(200);
      expect(x12.headers['content-disposition']).toBe(`attachment; filename="${x12Name}"`);
      expect(x12.headers['x-evil']).toBeUndefined();
      const pdf = await remittancePdf(payment.id);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toBe(`inline; filename="${pdfName}"`);
      expect((await pdfPages(pdf.rawPayload)).length).toBeGreaterThan(0);
    } finally {
      await setNumber(payment.number);
    }
  });
});

describe('an adjustment code in the 835', () => {
  it('loses the delimiters it holds: the PLB stays one segment and no stray segment follows', async () => {
    const [before] = await t.rows<{ code: string }>(`SELECT provider_adjustment_code AS code FROM payment WHERE payment_id = $1`, [payment.id]);
    await t.rows(`UPDATE payment SET provider_adjustment_code = '~Z' WHERE payment_id = $1`, [payment.id]);
    try {
      const res = await file835(payment.id);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('~Z');
      const plb = segmentsOf(res.body).filter((s) => s.tag === 'PLB');
      expect(plb).toHaveLength(1);
      expect(el(plb[0]!, 3)).toBe(`Z:${payment.id}`);
      expect(segmentsOf(res.body).map((s) => s.tag)).not.toContain('Z');
    } finally {
      await t.rows(`UPDATE payment SET provider_adjustment_code = $2 WHERE payment_id = $1`, [payment.id, before!.code]);
    }
  });
});
