import { describe, expect, it } from 'vitest';
import { billPaymentShown, claimBillStatus } from './schemas';

describe("when a bill's payment is shown (decision 083)", () => {
  it.each([
    ['0', false, 12, true],
    ['3', false, null, true],
    ['0', true, 12, false],
    ['2', false, 12, true],
    ['2', false, null, false],
    ['2', true, 12, false],
    ['1', false, 12, false],
    ['In Progress', false, 12, false],
  ] as const)('billStatus %j, network pricing %j, payment %j: %j', (billStatus, mcpsBill, paymentId, shown) => {
    expect(billPaymentShown({ billStatus, mcpsBill, paymentId })).toBe(shown);
  });

  it('a denied bill on a payment is still denied, whatever it was paid', () => {
    expect(claimBillStatus({ billStatus: '2', recommendedAllowance: 424.14, paidAmount: 0 })).toBe('denied');
  });
});
