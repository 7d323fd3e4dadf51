import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { rememberBrowserRule } from '@wcpp/contract';
import type { DbOrTx } from '../../db/client';
import { rememberedBrowsers } from '../../db/schema';
import { matchesHash, randomToken, sha256 } from '../../lib/secrets';

/**
 * "Remember this browser" (issue 46 §2): a device record the person can see and forget. The cookie holds
 * the record's id and a random token whose hash the row keeps; the password alone then signs in from
 * that browser for rememberBrowserRule.days. It never counts as a second factor (step-up, mirror).
 */
export const BROWSER_COOKIE = 'wcpp_browser';

/** A short name for the person to tell their browsers apart: "Chrome on Windows". */
export function browserLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\/|Chromium\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'A browser';
  const system = /Windows/.test(ua) ? 'Windows' : /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return system ? `${browser} on ${system}` : browser;
}

/** Remembers a browser; the oldest beyond maxPerUser are forgotten. Returns the cookie's value. */
export async function rememberBrowser(db: DbOrTx, userId: number, userAgent: string | undefined, now = new Date()): Promise<string> {
  const id = randomUUID();
  const token = randomToken();
  await db.insert(rememberedBrowsers).values({
    id,
    userInfoId: userId,
    tokenHash: sha256(token),
    label: browserLabel(userAgent).slice(0, 80),
    expiresAt: new Date(now.getTime() + rememberBrowserRule.days * 86_400_000),
  });
  await db.execute(sql`UPDATE remembered_browser SET forgotten_at = now()
    WHERE user_info_id = ${userId} AND forgotten_at IS NULL AND remembered_browser_id NOT IN (
      SELECT remembered_browser_id FROM remembered_browser WHERE user_info_id = ${userId} AND forgotten_at IS NULL
      ORDER BY created_at DESC LIMIT ${rememberBrowserRule.maxPerUser})`);
  return `${id}.${token}`;
}

/** The remembered browser the cookie names, for this user, still valid (its id), or null; its use is noted. */
export async function rememberedBrowser(db: DbOrTx, userId: number, cookie: string | undefined, now = new Date()): Promise<string | null> {
  const [id, token, ...rest] = (cookie ?? '').split('.');
  if (!id || !token || rest.length || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const [row] = await db
    .select({ id: rememberedBrowsers.id, tokenHash: rememberedBrowsers.tokenHash })
    .from(rememberedBrowsers)
    .where(and(eq(rememberedBrowsers.id, id), eq(rememberedBrowsers.userInfoId, userId), isNull(rememberedBrowsers.forgottenAt), gt(rememberedBrowsers.expiresAt, now)));
  if (!row || !matchesHash(token, row.tokenHash)) return null;
  await db.update(rememberedBrowsers).set({ lastUsedAt: now }).where(eq(rememberedBrowsers.id, row.id));
  return row.id;
}

/** The browser id a cookie names, unchecked (to mark "this browser" in a list). */
export const cookieBrowserId = (cookie: string | undefined) => (cookie ?? '').split('.')[0] ?? '';

export async function listBrowsers(db: DbOrTx, userId: number, now = new Date()) {
  return db
    .select({ id: rememberedBrowsers.id, label: rememberedBrowsers.label, createdAt: rememberedBrowsers.createdAt, lastUsedAt: rememberedBrowsers.lastUsedAt, expiresAt: rememberedBrowsers.expiresAt })
    .from(rememberedBrowsers)
    .where(and(eq(rememberedBrowsers.userInfoId, userId), isNull(rememberedBrowsers.forgottenAt), gt(rememberedBrowsers.expiresAt, now)))
    .orderBy(desc(rememberedBrowsers.lastUsedAt));
}

/** Forgets one of the user's browsers (false when it is not theirs, or already forgotten). */
export async function forgetBrowser(db: DbOrTx, userId: number, id: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/.test(id)) return false;
  const gone = await db
    .update(rememberedBrowsers)
    .set({ forgottenAt: sql`now()` })
    .where(and(eq(rememberedBrowsers.id, id), eq(rememberedBrowsers.userInfoId, userId), isNull(rememberedBrowsers.forgottenAt)))
    .returning({ id: rememberedBrowsers.id });
  return gone.length > 0;
}

/** Forgets every browser of a user: a password change or reset, a termination, a factor reset. */
export async function forgetAllBrowsers(db: DbOrTx, userId: number): Promise<number> {
  const gone = await db
    .update(rememberedBrowsers)
    .set({ forgottenAt: sql`now()` })
    .where(and(eq(rememberedBrowsers.userInfoId, userId), isNull(rememberedBrowsers.forgottenAt)))
    .returning({ id: rememberedBrowsers.id });
  return gone.length;
}
