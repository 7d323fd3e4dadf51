import { authCalls, backfillMessages, homeMessages, notificationCalls, pageNotFoundTexts, shellTexts, userCalls } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { apiPath, inPage, type CallInPage } from './api';
import { expect, expectAccessible, signIn, test } from './fixtures';

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');

/** Starts mirroring through the API with the administrator's own token, as the User Search screen does. */
async function startMirror(page: Page, userNm: string) {
  // Starting a mirror ends the administrator's session: a call the home page has not yet made with the
  // old token would answer 401 and sign the page out (the store below is written behind the app's back),
  // so the bell's and the profile check's calls must be done first.
  await page.waitForFunction(
    (calls: CallInPage[]) =>
      calls.every(({ path }) =>
        performance.getEntriesByType('resource').some((e) => new RegExp(path).test(new URL(e.name).pathname) && (e as PerformanceResourceTiming).responseEnd > 0),
      ),
    [inPage(notificationCalls.userNotifications), inPage(userCalls.needsBackfill)],
  );
  const mirrorStart = { url: apiPath(authCalls.mirrorStart), method: authCalls.mirrorStart.method };
  const status = await page.evaluate(async ({ call, target }) => {
    const res = await fetch(call.url, {
      method: call.method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('wcpp.token')}` },
      body: JSON.stringify({ userNm: target }),
    });
    const body = (await res.json()) as { token: string; username: string; mirror: unknown };
    if (res.ok) {
      sessionStorage.setItem('wcpp.token', body.token);
      sessionStorage.setItem('wcpp.userName', body.username);
      sessionStorage.setItem('wcpp.mirror', JSON.stringify(body.mirror));
      document.cookie = `authorization=${body.token}; Secure; SameSite=Strict; path=/`;
    }
    return res.status;
  }, { call: mirrorStart, target: userNm });
  expect(status).toBe(200);
  await page.goto('/wcpp/home');
}

test.describe('route guards', () => {
  test('a provider user asking for an admin screen is sent home', async ({ page }) => {
    await signIn(page, 'provuser1');
    for (const path of ['ManageUsers', 'ManageTins', 'UserSearch', 'AddUser', 'Notifications', 'activity']) {
      await page.goto(`/wcpp/${path}`);
      await page.waitForURL('**/wcpp/home');
    }
  });

  test('a read-only administrator is sent home from ADD USER and Notifications', async ({ page }) => {
    await signIn(page, 'readonly1');
    for (const path of ['AddUser', 'Notifications', 'ManageRecipients']) {
      await page.goto(`/wcpp/${path}`);
      await page.waitForURL('**/wcpp/home');
    }
  });

  test('a billing company cannot open Claim Search', async ({ page }) => {
    await signIn(page, 'billing01');
    await page.goto('/wcpp/ClaimSearch');
    await page.waitForURL('**/wcpp/home');
  });

  test('an unknown address of a signed-in user shows Page Not Found', async ({ page }) => {
    await signIn(page, 'provuser1');
    await page.goto('/wcpp/no-such-screen');
    await expect(page.getByRole('heading', { name: pageNotFoundTexts.title, level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: pageNotFoundTexts.home }).click();
    await page.waitForURL('**/wcpp/home');
  });
});

test.describe('mirroring', () => {
  test('an administrator sees the portal as the provider user, then reverts after confirming', async ({ page }) => {
    await signIn(page, 'sysadmin1');
    await startMirror(page, 'provadmin1');
    await expect(page.getByText(/Viewing as/)).toContainText('Paula Adams');
    await expect(menu(page)).toHaveText(['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Manage Users', 'Manage TINs', 'Demographics', 'Provider Resources', 'Activity']);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Revert' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(shellTexts.revertQuestion);
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await expect(page.getByText(/Viewing as/)).toBeVisible();

    await page.getByRole('button', { name: 'Revert' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
    await expect(page.getByText(/Viewing as/)).toHaveCount(0);
    await expect(menu(page)).toHaveText(['User Search', 'Claim Search', 'Provider Resources', 'ADD USER', 'Notifications', 'Activity']);
    await expectAccessible(page);
  });

  test('changes are refused while mirroring', async ({ page }) => {
    await signIn(page, 'sysadmin1');
    await startMirror(page, 'provuser1');
    const res = await page.evaluate(async (call) => {
      const r = await fetch(call.url, {
        method: call.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('wcpp.token')}` },
        body: JSON.stringify({ userNm: 'provuser1', jobTitle: 'x', companyNm: 'y', affiliationCd: 'PRV' }),
      });
      return { status: r.status, body: (await r.json()) as { code?: string } };
    }, { url: apiPath(userCalls.updateBackfill), method: userCalls.updateBackfill.method });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('MIRROR_READ_ONLY');
  });
});

test.describe('shell', () => {
  test('Contact Us shows how to reach support', async ({ page }) => {
    await signIn(page, 'provuser1');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(shellTexts.supportHours);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the bell opens the notifications and opening one marks it viewed', async ({ page }) => {
    await signIn(page, 'provadmin1');
    const bell = page.getByRole('button', { name: /^Notifications, [1-9]\d* unviewed$/ });
    await expect(bell).toBeVisible();
    const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+)/)![1]);
    expect(before).toBeGreaterThan(0);
    await bell.click();
    await expectAccessible(page);
    await page.getByRole('menuitem').filter({ hasText: 'New' }).first().click();
    await expect(page.getByRole('button', { name: `Notifications, ${before - 1} unviewed` })).toBeVisible();
  });

  test("the bell's menu with the keyboard alone: it takes the focus, the arrows move, Escape returns to the bell", async ({ page }) => {
    await signIn(page, 'provuser1');
    const bell = page.getByRole('button', { name: /^Notifications, \d+ unviewed$/ });
    await expect(bell).toBeVisible();
    // From the account link, Shift+Tab reaches the bell.
    await page.getByRole('link', { name: /'s Account$/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(bell).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu).toBeVisible();
    const items = menu.getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(bell).toBeFocused();
    // Tab from the open menu closes it and goes on to the next control.
    await page.keyboard.press('Space');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu).toHaveCount(0);
  });

  test('the Client List asks for the agreement once', async ({ page }) => {
    await signIn(page, 'provuser1');
    await menu(page).filter({ hasText: 'Client List' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Client List Agreement');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'ACCEPT AND CONTINUE' }).click();
    await page.waitForURL('**/wcpp/ClientList');
    await expect(page.getByRole('heading', { name: 'Client List', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/wcpp/home');
    await menu(page).filter({ hasText: 'Client List' }).click();
    await page.waitForURL('**/wcpp/ClientList');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the footer links open the Terms of Use and the Privacy Policy', async ({ page }) => {
    await signIn(page, 'provuser1');
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await expect(page.getByRole('heading', { name: 'Terms of Use' })).toBeVisible();
    await expectAccessible(page);
    await page.goBack();
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe('home', () => {
  test('a secure document in the news frame opens as a PDF in a new tab', async ({ page, context }) => {
    await signIn(page, 'provuser1');
    const frame = page.frameLocator('iframe[title="' + homeMessages.frameTitle + '"]');
    const popup = context.waitForEvent('page');
    await frame.getByRole('link', { name: 'Provider Manual 2026' }).click();
    const tab = await popup;
    expect(tab.url()).toMatch(/^blob:/);
    await tab.waitForLoadState();
    expect(await tab.evaluate(() => document.contentType)).toBe('application/pdf');
  });

  test('a file type the portal does not open is refused with a message', async ({ page }) => {
    await signIn(page, 'provuser1');
    const frame = page.frameLocator('iframe[title="' + homeMessages.frameTitle + '"]');
    await frame.getByRole('link', { name: 'Bill Review Data Extract' }).click();
    await expect(page.getByText(homeMessages.unsupportedFile)).toBeVisible();
  });
});

test.describe('profile completion', () => {
  test('a user with missing profile fields must complete them before using the portal', async ({ page }) => {
    await signIn(page, 'backfill1');
    const dialog = page.getByRole('dialog', { name: backfillMessages.title });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(dialog).toContainText(backfillMessages.summary);
    await expect(dialog).toContainText(backfillMessages.jobTitle);
    await dialog.getByLabel('Job Title').fill('Billing Manager');
    await dialog.getByLabel('Company Name').fill('Lakeside Physical Therapy');
    await dialog.getByLabel('Account Type').selectOption({ label: 'Provider Office Staff' });
    await dialog.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('dialog', { name: backfillMessages.title })).toHaveCount(0);
  });
});
