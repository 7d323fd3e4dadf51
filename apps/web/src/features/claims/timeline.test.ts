import { describe, expect, it } from 'vitest';
import { formatMonth, timelineWithGaps } from './timeline';

describe('the claim timeline (decision 082)', () => {
  it('writes a month as other dates are written, M/YYYY', () => {
    expect(formatMonth('2025-03')).toBe('3/2025');
    expect(formatMonth('2026-11')).toBe('11/2026');
  });

  it('shows each run of months with no bill between two months with bills, across a year end', () => {
    expect(
      timelineWithGaps([
        { month: '2026-02', bills: 1 },
        { month: '2025-06', bills: 2 },
        { month: '2025-07', bills: 1 },
        { month: '2025-09', bills: 3 },
      ]),
    ).toEqual([
      { kind: 'month', month: '2025-06', bills: 2 },
      { kind: 'month', month: '2025-07', bills: 1 },
      { kind: 'gap', first: '2025-08', last: '2025-08' },
      { kind: 'month', month: '2025-09', bills: 3 },
      { kind: 'gap', first: '2025-10', last: '2026-01' },
      { kind: 'month', month: '2026-02', bills: 1 },
    ]);
  });

  it('has no gap for months side by side, and nothing for no months', () => {
    expect(timelineWithGaps([{ month: '2025-12', bills: 1 }, { month: '2026-01', bills: 1 }]).map((e) => e.kind)).toEqual(['month', 'month']);
    expect(timelineWithGaps([])).toEqual([]);
  });
});
