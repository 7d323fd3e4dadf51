import { useCallback, useEffect, useRef, useState } from 'react';
import { appPropertyCalls, authCalls } from '@wcpp/contract';
import { call } from '../../lib/http';
import { startIdleClock, type IdleClock } from './idle-clock';

/** Part 1 §4.5 and §9. */
export const IDLE_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;
export const TIMEOUT_FETCH_DELAY_MS = 5_000;
export const DEFAULT_TIMEOUT_MINUTES = 30;

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
    const activity = () => current.activity();
    IDLE_EVENTS.forEach((name) => window.addEventListener(name, activity, { capture: true, passive: true }));
    return () => {
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
