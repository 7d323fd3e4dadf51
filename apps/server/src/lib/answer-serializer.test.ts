import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ClaimPageSchema } from '@wcpp/contract';
import { answerSerializerCompiler } from './answer-serializer';

const Answer = z.object({ name: z.string(), amount: z.nullable(z.number()), lines: z.array(z.object({ code: z.string() })) });

async function serverAnswering(body: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(answerSerializerCompiler({ check }));
  app.get('/answer', { schema: { response: { 200: Answer } } }, async () => body);
  await app.ready();
  return app.inject('/answer');
}

describe('answers written from their described schema (decision 065)', () => {
  it.each([true, false])('sends only the described properties, at every depth (check %s)', async (check) => {
    const res = await serverAnswering({ name: 'Harbor', amount: 12.5, passwordHash: 'x', lines: [{ code: 'P300', patientSsn: '123456789' }] }, check);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('{"name":"Harbor","amount":12.5,"lines":[{"code":"P300"}]}');
    expect(res.body).not.toContain('passwordHash');
    expect(res.body).not.toContain('123456789');
  });

  it('refuses an answer that breaks its description when checking, with a 500 and none of the answer', async () => {
    const res = await serverAnswering({ name: 'Harbor', amount: 'twelve', lines: [] }, true);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Harbor');
  });

  it('writes a claim page exactly as JSON.stringify would (a null, a date text, nested arrays)', async () => {
    const page = {
      claim: { claimNumber: 'WC1', claimantFirstName: 'Ann', claimantLastName: 'Lee', claimantDOB: '1965-08-25', claimantDOI: '2024-01-02', stateOfJurisdiction: 'CA', lineOfBusiness: 'WC', payerName: null },
      totals: { bills: 1, billed: 120.5, allowed: 99, deniedBills: 0, deniedAllowed: 0, paid: 99, firstServiceDate: '2025-01-02', lastServiceDate: '2025-01-02' },
      timeline: [{ month: '2025-01', bills: 1 }],
      page: 1,
      pageSize: 100,
      bills: [
        {
          billControlNumber: 'B1', ftin: '751234501', beginServiceDate: '2025-01-02', endServiceDate: '2025-01-02', providerName: 'Quote " and \\ slash',
          billCharges: 120.5, recommendedAllowance: 99, paidAmount: null, paidDate: null, checkNumber: null, paymentId: null, billStatus: '1', status: 'allowed',
          mitchBill: false, mcpsBill: false, eor: true, exId: null, eorImageUrl: '/api/x?a=1&b=2', billImageUrl: null, foreignBillIdURL: null,
        },
      ],
    };
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler({ check: false }));
    app.get('/page', { schema: { response: { 200: ClaimPageSchema } } }, async () => page);
    const res = await app.inject('/page');
    expect(res.body).toBe(JSON.stringify(page));
  });
});
