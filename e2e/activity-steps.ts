import { authCalls, claimCalls, type AuthenticateResponse } from '@wcpp/contract';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { callApi } from './api';
import { DEMO_PASSWORD, expect, expectAccessible, tabWithFocusInView, test } from './fixtures';

/** The steps the Activity's stories share (activity.spec.ts, activity-parts.spec.ts). */

/** provuser1's claim of the demo (seed/therapy-course.ts): its bills are of TINs 751234501 and 751234502. */
export const CLAIM = 'WC10099001-4';

export const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

/** Presses Tab until `target` has the focus (at most `limit` times), each stop in view. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await tabWithFocusInView(page, 1);
  }
  await expect(target).toBeFocused();
}

/** At 1280 px, then 390: axe, a screenshot, and no sideways scrolling of the page (a table scrolls inside itself). */
export async function bothWidths(page: Page, name: string, visible: Locator) {
  await expectAccessible(page);
  await shot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(visible).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await shot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A session of its own for a demo user without a second factor, for calls made as the screens make them. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await callApi(request, authCalls.authenticate, { body: { username, password: DEMO_PASSWORD } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as AuthenticateResponse).token;
}

/** provuser1 opens the claim `times` times, through the claim page's own call, as the claim page does on each visit. */
export async function openClaimAsProvuser1(page: Page, times: number) {
  const token = await tokenOf(page.request, 'provuser1');
  for (let i = 0; i < times; i++) {
    const claim = await callApi(page.request, claimCalls.claimByNumber, { params: { claimNumber: CLAIM }, token });
    expect(claim.status()).toBe(200);
  }
}
