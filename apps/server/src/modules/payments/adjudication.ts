import { adjustmentGroupTexts, carcTexts, eorCrosswalk, rarcTexts, type Adjustment835, type PaymentAdjustment } from '@wcpp/contract';

/** A service line as the bill review left it: its charge, its allowance and the EOR's reason code. */
export interface ReviewedLine {
  lineNo: number;
  serviceDate: string;
  procedureCode: string;
  modifier: string | null;
  units: number;
  billed: number;
  allowed: number;
  reasonCodes: string | null;
}

export interface RemittedLine extends ReviewedLine {
  paid: number;
  reasonCode: string | null;
  adjustments: PaymentAdjustment[];
}

const cents = (value: number) => Math.round(value * 100);
const fromCents = (value: number) => value / 100;

function adjustment(code: Adjustment835, amountCents: number): PaymentAdjustment {
  const words = [carcTexts[code.carc] ?? adjustmentGroupTexts[code.group], code.rarc ? rarcTexts[code.rarc] : null].filter(Boolean).join(' ');
  return { group: code.group, carc: code.carc, rarc: code.rarc ?? null, amount: fromCents(amountCents), text: words };
}

/**
 * What a payment paid on each line of a bill and why the rest was not paid (docs/decisions/066-payments.md):
 * - the bill's payment is shared over its lines by their allowances, in cents, the remainder on the last;
 * - a line's charge less its allowance is adjusted under its EOR reason code's mapping (eorCrosswalk);
 * - a line's allowance less its payment (a partly paid bill) is the late filing penalty;
 * - a denied bill pays nothing and adjusts each whole charge as denied.
 * Every line balances: charge − payment = the sum of its adjustments, so the bill does too.
 */
export function remitLines(lines: readonly ReviewedLine[], bill: { denied: boolean; paid: number }): RemittedLine[] {
  const paidCents = bill.denied ? 0 : cents(bill.paid);
  const allowedCents = lines.reduce((sum, l) => sum + cents(l.allowed), 0);
  let shared = 0;
  return lines.map((line, i) => {
    const billed = cents(line.billed);
    const allowed = cents(line.allowed);
    const last = i === lines.length - 1;
    const paid = last ? paidCents - shared : allowedCents === 0 ? 0 : Math.round((paidCents * allowed) / allowedCents);
    shared += paid;
    const reasonCode = line.reasonCodes?.split(/[\s,]+/).find(Boolean) ?? null;
    const adjustments: PaymentAdjustment[] = [];
    if (bill.denied) {
      if (billed > 0) adjustments.push(adjustment(eorCrosswalk.denied, billed));
    } else {
      // Paid above its allowance (a rounding remainder): the reduction is what was not paid.
      const ceiling = Math.max(allowed, paid);
      const mapped: Adjustment835 = (reasonCode && (eorCrosswalk.codes as Record<string, Adjustment835>)[reasonCode]) || eorCrosswalk.unknown;
      if (billed - ceiling !== 0) adjustments.push(adjustment(mapped, billed - ceiling));
      if (ceiling - paid !== 0) adjustments.push(adjustment(eorCrosswalk.lateFiling, ceiling - paid));
    }
    return { ...line, paid: fromCents(paid), reasonCode, adjustments };
  });
}
