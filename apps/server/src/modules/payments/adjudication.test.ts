import { describe, expect, it } from 'vitest';
import { remitLines, type ReviewedLine } from './adjudication';

const line = (lineNo: number, billed: number, allowed: number, reasonCodes: string | null): ReviewedLine => ({
  lineNo, serviceDate: '2026-11-02', procedureCode: '97110', modifier: null, units: 1, billed, allowed, reasonCodes,
});
const cents = (n: number) => Math.round(n * 100);
const balanced = (lines: ReturnType<typeof remitLines>) => lines.every((l) => cents(l.billed) - cents(l.paid) === l.adjustments.reduce((s, a) => s + cents(a.amount), 0));

describe('remitLines (docs/decisions/066-payments.md)', () => {
  it("pays each line its allowance and adjusts the rest under the line's EOR code", () => {
    const lines = remitLines([line(1, 200, 150, 'R45'), line(2, 100, 100, 'F01')], { denied: false, paid: 250 });
    expect(lines.map((l) => l.paid)).toEqual([150, 100]);
    expect(lines[0]!.adjustments).toEqual([expect.objectContaining({ group: 'CO', carc: '45', rarc: 'N381', amount: 50 })]);
    expect(lines[1]!.adjustments).toEqual([]);
    expect(balanced(lines)).toBe(true);
  });

  it('shares a partial payment by allowance, in cents, the remainder on the last line, and calls the shortfall a late filing penalty', () => {
    const lines = remitLines([line(1, 100, 33.33, 'P300'), line(2, 100, 33.33, 'M15'), line(3, 100, 33.34, null)], { denied: false, paid: 95 });
    expect(lines.reduce((s, l) => s + cents(l.paid), 0)).toBe(9500);
    expect(lines[0]!.adjustments.map((a) => [a.carc, a.rarc])).toEqual([['P12', null], ['B4', null]]);
    expect(lines[1]!.adjustments.map((a) => [a.carc, a.rarc])).toEqual([['97', 'M15'], ['B4', null]]);
    // No code this table knows: the charge over the fee arrangement.
    expect(lines[2]!.adjustments[0]).toMatchObject({ carc: '45', rarc: null });
    expect(balanced(lines)).toBe(true);
  });

  it('pays nothing on a denied bill and adjusts each whole charge as denied', () => {
    const lines = remitLines([line(1, 120.5, 80, 'B12'), line(2, 60, 60, 'P300')], { denied: true, paid: 0 });
    expect(lines.map((l) => l.paid)).toEqual([0, 0]);
    expect(lines.map((l) => l.adjustments.map((a) => [a.group, a.carc, a.rarc, a.amount]))).toEqual([[['CO', '16', 'M127', 120.5]], [['CO', '16', 'M127', 60]]]);
    expect(lines[0]!.adjustments[0]!.text).toMatch(/lacks information.*Missing patient medical record/);
  });
});
