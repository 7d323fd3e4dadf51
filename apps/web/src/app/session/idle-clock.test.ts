import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startIdleClock, type IdleClock } from './idle-clock';

const SECOND = 1_000;
const MINUTE = 60_000;

let clock: IdleClock;
let t0: number;
const renewals: number[] = [];
const onWarning = vi.fn();
const onExpire = vi.fn();

/** Moves the fake clock to `ms` after the start. */
const at = (ms: number) => vi.advanceTimersByTime(t0 + ms - Date.now());
const activityAt = (ms: number) => {
  at(ms);
  clock.activity();
};

describe('idle clock and the server session (docs/decisions/027)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    renewals.length = 0;
    onWarning.mockReset();
    onExpire.mockReset();
    t0 = Date.now();
    clock = startIdleClock({ limitMs: 30 * MINUTE, onWarning, onExpire, renew: () => renewals.push(Date.now() - t0) });
  });
  afterEach(() => {
    clock.stop();
    vi.useRealTimers();
  });

  it('renews the server after activity, at most once a minute, and stops when the activity stops', () => {
    activityAt(10 * SECOND);
    expect(renewals).toEqual([]);
    activityAt(59 * SECOND);
    at(60 * SECOND);
    expect(renewals).toEqual([60 * SECOND]);
    [61, 90, 119].forEach((s) => activityAt(s * SECOND));
    at(119 * SECOND);
    expect(renewals).toEqual([60 * SECOND]);
    at(120 * SECOND);
    expect(renewals).toEqual([60 * SECOND, 120 * SECOND]);
    // 119 s was too close to the renewal at 120 s for the server to have written it: one more.
    at(10 * MINUTE);
    expect(renewals).toEqual([60 * SECOND, 120 * SECOND, 180 * SECOND]);
  });

  it("activity in another tab moves the deadline but leaves the server's renewal to that tab (docs/decisions/054)", () => {
    at(28 * MINUTE);
    clock.activity(false);
    at(30 * MINUTE);
    expect(onExpire).not.toHaveBeenCalled();
    expect(renewals).toEqual([]);
    at(58 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('renews 15 seconds after a first activity long after the last renewal', () => {
    activityAt(5 * MINUTE);
    at(5 * MINUTE + 15 * SECOND - 1);
    expect(renewals).toEqual([]);
    at(5 * MINUTE + 15 * SECOND);
    expect(renewals).toEqual([5 * MINUTE + 15 * SECOND]);
  });

  it('keeps the server deadline at or after the browser deadline for any pattern of activity', () => {
    const moments = [3, 4, 50, 65, 66, 130, 400, 401, 455, 460, 1000, 1059, 1061].map((s) => s * SECOND);
    moments.forEach(activityAt);
    at(30 * MINUTE);
    // Each activity is vouched for by a renewal the server writes (15 s or more after it), within 75 s.
    for (const moment of moments) expect(renewals.some((r) => r >= moment + 15 * SECOND && r <= moment + 75 * SECOND)).toBe(true);
    // And no more than one renewal a minute.
    renewals.slice(1).forEach((r, i) => expect(r - renewals[i]!).toBeGreaterThanOrEqual(MINUTE));
  });

  it('opens the warning two minutes before the end, and activity closes it', () => {
    at(28 * MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    at(28 * MINUTE);
    expect(onWarning).toHaveBeenLastCalledWith(t0 + 30 * MINUTE);
    activityAt(29 * MINUTE);
    expect(onWarning).toHaveBeenLastCalledWith(null);
    at(57 * MINUTE);
    expect(onWarning).toHaveBeenLastCalledWith(t0 + 59 * MINUTE);
    at(59 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('warns at half the period when the period is four minutes or shorter', () => {
    clock.setLimit(2 * MINUTE);
    at(MINUTE - 1);
    expect(onWarning).not.toHaveBeenCalled();
    at(MINUTE);
    expect(onWarning).toHaveBeenLastCalledWith(t0 + 2 * MINUTE);
  });

  it('back from sleep past the deadline, the first activity signs out instead of renewing', () => {
    vi.setSystemTime(t0 + 31 * MINUTE);
    clock.activity();
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(renewals).toEqual([]);
    clock.activity();
    at(40 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('activity under the warning renews at once: ten seconds before the end, 15 s later would be too late', () => {
    at(29 * MINUTE + 50 * SECOND);
    expect(onWarning).toHaveBeenLastCalledWith(t0 + 30 * MINUTE);
    clock.activity();
    expect(renewals).toEqual([29 * MINUTE + 50 * SECOND]);
    expect(onWarning).toHaveBeenLastCalledWith(null);
    // Then, as after any renewal, one more a minute on for the activity of its last seconds.
    at(31 * MINUTE);
    expect(renewals).toEqual([29 * MINUTE + 50 * SECOND, 30 * MINUTE + 50 * SECOND]);
    expect(onExpire).not.toHaveBeenCalled();
  });

  it('Stay signed in renews at once, even within the minute', () => {
    activityAt(10 * SECOND);
    at(28 * MINUTE + 10 * SECOND);
    expect(onWarning).toHaveBeenLastCalledWith(t0 + 30 * MINUTE + 10 * SECOND);
    expect(renewals).toEqual([MINUTE]);
    clock.stay();
    expect(renewals).toEqual([MINUTE, 28 * MINUTE + 10 * SECOND]);
    expect(onWarning).toHaveBeenLastCalledWith(null);
  });
});
