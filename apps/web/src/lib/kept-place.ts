import { useCallback, useState } from 'react';
import type * as z from 'zod/mini';
import { PLACE_PREFIX, sessionStore } from './session';

/**
 * Where a person was on a search screen: its criteria and the view of its results table, kept in the
 * tab's session storage so that the browser's Back and a reload bring them back (issue 26 §3,
 * docs/decisions/055). Never in the URL: criteria are PHI (a claimant's name and date of birth, a claim
 * number), and URLs reach logs, history and Referer headers. Each record names the signed-in person
 * (and the mirrored one); the session store forgets every record when the person signs out or another
 * identity signs in, and a record read by anyone else, or no longer of the shape its screen expects,
 * counts as none. The results are not kept: a restored search asks the server again, in scope and
 * audited as any search.
 */

interface PlaceRecord {
  owner: string;
  value: unknown;
}

function owner(): string | null {
  const session = sessionStore.get().session;
  return session ? `${session.userName.toLowerCase()}|${session.mirror?.userNm.toLowerCase() ?? ''}` : null;
}

/**
 * The kept value as it was kept (the form's fields as typed), when the screen's schema accepts it.
 * A form schema's output may differ (a typed date becomes ISO): the screen submits the value again.
 */
export function readPlace<S extends z.ZodMiniType>(key: string, schema: S): z.input<S> | null {
  const me = owner();
  if (!me) return null;
  try {
    const record = JSON.parse(sessionStorage.getItem(PLACE_PREFIX + key) ?? 'null') as PlaceRecord | null;
    if (!record || record.owner !== me) return null;
    return schema.safeParse(record.value).success ? (record.value as z.input<S>) : null;
  } catch {
    return null;
  }
}

export function keepPlace(key: string, value: unknown): void {
  const me = owner();
  if (!me) return;
  try {
    sessionStorage.setItem(PLACE_PREFIX + key, JSON.stringify({ owner: me, value } satisfies PlaceRecord));
  } catch {
    // Storage full or refused: the place is simply not kept.
  }
}

export function forgetPlace(key: string): void {
  sessionStorage.removeItem(PLACE_PREFIX + key);
}

/** A screen's kept place, read once when the screen mounts, and the means to keep or forget it. */
export function useKeptPlace<S extends z.ZodMiniType>(key: string, schema: S) {
  const [kept] = useState(() => readPlace(key, schema));
  const keep = useCallback((value: z.input<S>) => keepPlace(key, value), [key]);
  const forget = useCallback(() => forgetPlace(key), [key]);
  return { kept, keep, forget };
}
