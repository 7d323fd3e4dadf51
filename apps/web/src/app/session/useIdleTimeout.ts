import { useEffect, useRef, useState } from 'react';
import { api, AppPropertySchema } from '@wcpp/contract';
import { http } from '../../lib/http';

/** Part 1 §4.5 and §9. */
export const IDLE_EVENTS = ['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'] as const;
export const TIMEOUT_FETCH_DELAY_MS = 5_000;
export const DEFAULT_TIMEOUT_MINUTES = 30;

async function fetchTimeoutMinutes(): Promise<number> {
  try {
    const property = AppPropertySchema.parse(await http.get(api.appTimeout));
    const minutes = Number.parseFloat(property.propertyValue);
    return minutes > 0 ? minutes : DEFAULT_TIMEOUT_MINUTES;
  } catch {
    return DEFAULT_TIMEOUT_MINUTES;
  }
}

/**
 * Signs the user out after FE_APP_TIMEOUT minutes without activity. Built on setTimeout and
 * Date.now only, so fake clocks (vitest, Playwright's page.clock) can move it forward. Activity just
 * records a time; the single timer re-arms itself for the rest of the period when it fires early,
 * so a stream of mousemove events costs nothing.
 */
export function useIdleTimeout(onExpire: () => void, enabled = true): void {
  const [minutes, setMinutes] = useState(DEFAULT_TIMEOUT_MINUTES);
  const lastActivity = useRef(Date.now());
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  // The server value is fetched 5 seconds after sign-in; the default holds until then, and on failure.
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timer = window.setTimeout(() => {
      void fetchTimeoutMinutes().then((value) => live && setMinutes(value));
    }, TIMEOUT_FETCH_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [enabled]);

  useEffect(() => {
    if (!enabled) return;
    const limit = minutes * 60_000;
    let timer = 0;
    const check = () => {
      const idle = Date.now() - lastActivity.current;
      if (idle >= limit) onExpireRef.current();
      else timer = window.setTimeout(check, limit - idle);
    };
    const activity = () => {
      lastActivity.current = Date.now();
    };
    timer = window.setTimeout(check, Math.max(0, limit - (Date.now() - lastActivity.current)));
    IDLE_EVENTS.forEach((name) => window.addEventListener(name, activity, { capture: true, passive: true }));
    return () => {
      window.clearTimeout(timer);
      IDLE_EVENTS.forEach((name) => window.removeEventListener(name, activity, { capture: true }));
    };
  }, [enabled, minutes]);
}
