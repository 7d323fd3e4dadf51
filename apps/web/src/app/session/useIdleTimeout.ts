import { useCallback, useEffect, useRef, useState } from 'react';
import { appPropertyCalls, authCalls } from '@wcpp/contract';
import { call } from '../../lib/http';
import { tabs } from '../../lib/tabs';
import { startIdleClock, type IdleClock } from './idle-clock';

/** Part 1 §4.5 and §9. */
export const IDLE_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;
export const TIMEOUT_FETCH_DELAY_MS = 5_000;
export const DEFAULT_TIMEOUT_MINUTES = 30;
/** Activity is told to the browser's other tabs at most this often (docs/decisions/054). */
export const TAB_ACTIVITY_INTERVAL_MS = 10_000;

const toMs = (minutes: number) => minutes * 60_000;

/** FE_APP_TIMEOUT in minutes; null (keep what the clock has) when missing, not positive, or unreachable. */
async function fetchTimeoutMinutes(): Promise<number | null> {
  try {
    const property = await call(appPropertyCalls.appProperty, { params: { name: 'FE_APP_TIMEOUT' } });
    const minutes = Number.parseFloat(property?.propertyValue);
    return minutes > 0 ? minutes : null;
  } catch {
    return null;
  }
}

/**
 * GET /auth/session renews the server's idle clock and answers the limit it enforces. A 401 has already
 * signed out with the "ended" notice (lib/http.ts); any other failure is left to the next call.
 */
async function renewSession(): Promise<number | null> {
  try {
    const info = await call(authCalls.session);
    return info.idleTimeoutMinutes > 0 ? info.idleTimeoutMinutes : null;
  } catch {
    return null;
  }
}

export interface IdleTimeout {
  /** While the warning shows: when the idle sign-out happens (epoch ms); otherwise null. */
  signOutAt: number | null;
  /** "Stay signed in": renews the server session and restarts the period. */
  staySignedIn: () => void;
}

/**
 * Signs the user out after FE_APP_TIMEOUT minutes without activity, warns two minutes before, and
 * keeps the server's idle clock in step (idle-clock.ts). The 30-minute default holds until the server
 * value arrives (5 seconds after sign-in, or with a session renewal), and when it cannot be read.
 */
export function useIdleTimeout(onExpire: () => void, enabled = true): IdleTimeout {
  const [signOutAt, setSignOutAt] = useState<number | null>(null);
  const clock = useRef<IdleClock | null>(null);
  const onExpireRef = useRef(onExpire);
  useEffect(() => {
    onExpireRef.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const applyMinutes = (minutes: number | null) => {
      if (live && minutes) current.setLimit(toMs(minutes));
    };
    const current = startIdleClock({
      limitMs: toMs(DEFAULT_TIMEOUT_MINUTES),
      onWarning: (at) => live && setSignOutAt(at),
      onExpire: () => onExpireRef.current(),
      renew: () => void renewSession().then(applyMinutes),
    });
    clock.current = current;
    const fetchTimer = window.setTimeout(() => void fetchTimeoutMinutes().then(applyMinutes), TIMEOUT_FETCH_DELAY_MS);
    // The person works in another tab of this browser: the same session, so not idle here either. That
    // tab's own clock renews the server session, so this one only moves its deadline.
    let toldTabsAt = 0;
    const activity = () => {
      current.activity();
      if (Date.now() - toldTabsAt >= TAB_ACTIVITY_INTERVAL_MS) {
        toldTabsAt = Date.now();
        tabs.post({ kind: 'activity' });
      }
    };
    const stopHearing = tabs.subscribe((message) => {
      if (message.kind === 'activity') current.activity(false);
    });
    IDLE_EVENTS.forEach((name) => window.addEventListener(name, activity, { capture: true, passive: true }));
    return () => {
      stopHearing();
      live = false;
      current.stop();
      clock.current = null;
      window.clearTimeout(fetchTimer);
      IDLE_EVENTS.forEach((name) => window.removeEventListener(name, activity, { capture: true }));
      setSignOutAt(null);
    };
  }, [enabled]);

  const staySignedIn = useCallback(() => clock.current?.stay(), []);
  return { signOutAt, staySignedIn };
}
