/** Part 1 §4.5 with the warning of docs/decisions/027: two minutes before the idle sign-out. */
export const WARNING_LEAD_MS = 2 * 60_000;
/** The server's idle clock is renewed at most this often while the person is active. */
export const RENEW_INTERVAL_MS = 60_000;
/**
 * The server moves a session's last-seen time at most every 15 seconds (docs/decisions/025), so a
 * call only vouches for activity at least this long before it.
 */
export const SERVER_WRITE_SLACK_MS = 15_000;

export interface IdleClockOptions {
  limitMs: number;
  /** The warning opens with the time of the sign-out, and closes with null. */
  onWarning: (signOutAt: number | null) => void;
  onExpire: () => void;
  /** Tells the server the person is here (GET /auth/session); the clock decides when. */
  renew: () => void;
}

export interface IdleClock {
  /**
   * Browser activity (the events of part 1 §4.5). `renew` false: activity of another tab, whose own
   * clock tells the server; this one only moves its deadline.
   */
  activity: (renew?: boolean) => void;
  /** "Stay signed in": activity, and the server renewed now rather than within the minute. */
  stay: () => void;
  /** A new idle limit (FE_APP_TIMEOUT or the session's idleTimeoutMinutes), counted from the last activity. */
  setLimit: (limitMs: number) => void;
  stop: () => void;
}

/**
 * The idle timer on setTimeout and Date.now only, so fake clocks (vitest, Playwright's page.clock)
 * move it. Activity just records a time; one timer fires at the warning and at the end, re-arming for
 * the rest of the period when there was activity meanwhile, so a stream of mousemove events costs nothing.
 *
 * The server ends a session FE_APP_TIMEOUT minutes after its last call. Activity without calls would
 * let it end a session the browser thinks alive, so every activity is followed by a renewal sent at
 * least SERVER_WRITE_SLACK_MS after it, and renewals go out at most every RENEW_INTERVAL_MS (a
 * trailing throttle): the server's deadline is never before the browser's.
 */
export function startIdleClock(options: IdleClockOptions): IdleClock {
  let limit = options.limitMs;
  let lastActivity = Date.now();
  let lastRenewal = lastActivity;
  let warningAt: number | null = null;
  let timer = 0;
  let renewTimer = 0;
  let stopped = false;

  const lead = () => Math.min(WARNING_LEAD_MS, limit / 2);
  const renewEvery = () => Math.min(RENEW_INTERVAL_MS, limit / 4);

  const showWarning = (signOutAt: number | null) => {
    if (warningAt === signOutAt) return;
    warningAt = signOutAt;
    options.onWarning(signOutAt);
  };

  const check = () => {
    window.clearTimeout(timer);
    if (stopped) return;
    const idle = Date.now() - lastActivity;
    if (idle >= limit) {
      stop();
      showWarning(null);
      options.onExpire();
    } else if (idle >= limit - lead()) {
      showWarning(lastActivity + limit);
      timer = window.setTimeout(check, limit - idle);
    } else {
      showWarning(null);
      timer = window.setTimeout(check, limit - lead() - idle);
    }
  };

  /** The server has heard of every activity up to lastRenewal - SERVER_WRITE_SLACK_MS. */
  const covered = () => lastActivity <= lastRenewal - SERVER_WRITE_SLACK_MS;

  const scheduleRenewal = () => {
    if (stopped || renewTimer || covered()) return;
    const due = Math.max(lastRenewal + renewEvery(), lastActivity + SERVER_WRITE_SLACK_MS);
    renewTimer = window.setTimeout(renewNow, Math.max(0, due - Date.now()));
  };

  function renewNow() {
    window.clearTimeout(renewTimer);
    renewTimer = 0;
    lastRenewal = Date.now();
    options.renew();
    // Activity in the last seconds is not vouched for yet: one more renewal, a minute on.
    scheduleRenewal();
  }

  const activity = (renew = true) => {
    if (stopped) return;
    // Back from sleep past the deadline: the timer has not fired yet, but the period is over.
    if (Date.now() - lastActivity >= limit) return check();
    lastActivity = Date.now();
    const warned = warningAt !== null;
    if (warned) check();
    // Under the warning the server's deadline is minutes or seconds away: a renewal 15 s on could come
    // after it (and the key that pressed "Stay signed in" closed the warning before its click), so now.
    if (renew && warned) renewNow();
    else if (renew) scheduleRenewal();
  };

  function stop() {
    stopped = true;
    window.clearTimeout(timer);
    window.clearTimeout(renewTimer);
  }

  check();
  return {
    activity,
    stay: () => {
      activity(true);
      if (!stopped && lastRenewal < lastActivity) renewNow();
    },
    setLimit: (limitMs) => {
      limit = limitMs;
      check();
    },
    stop,
  };
}
