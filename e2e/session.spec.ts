import { authCalls, loginMessages, sessionTexts } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { answerTo, callApi } from './api';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

// Server sessions in the browser (docs/decisions/025 and 027).

const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('wcpp.token'));
const sessionStatus = async (page: Page, bearer: string | null) => (await callApi(page.request, authCalls.session, { token: bearer })).status();

async function signInAgain(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test.describe('idle warning (WCAG 2.2.1)', () => {
  test('two minutes before the idle sign-out a warning counts down; Stay signed in by keyboard renews the session', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'provuser1');
    await expect(page.getByRole('link', { name: "Peter Ulrich's Account" })).toBeVisible();
    // Every call of the page counts as activity: the idle time starts once the page has made its calls.
    await page.waitForLoadState('networkidle');
    await page.clock.fastForward('28:30');

    const dialog = page.getByRole('alertdialog', { name: sessionTexts.warningTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('timer')).toHaveText(/^1:[0-5]\d$/);
    const stay = dialog.getByRole('button', { name: sessionTexts.staySignedIn });
    await expect(stay).toBeFocused();
    await expectAccessible(page);

    const renewed = page.waitForResponse(answerTo(authCalls.session));
    await page.keyboard.press('Enter');
    expect((await renewed).status()).toBe(200);
    await expect(dialog).toHaveCount(0);

    // The period starts again from the choice: no warning and no sign-out at the old deadline.
    await page.clock.fastForward('10:00');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(page.url()).toMatch(/\/wcpp\/home$/);
    expect(await sessionStatus(page, await token(page))).toBe(200);
  });
});

test.describe('server sessions', () => {
  test('Sign Out ends the server session: the old token is refused with 401', async ({ page }) => {
    await signIn(page, 'provuser1');
    const old = await token(page);
    expect(await sessionStatus(page, old)).toBe(200);

    const ended = page.waitForResponse(answerTo(authCalls.signOut));
    await page.getByRole('button', { name: 'Sign Out' }).click();
    expect((await ended).status()).toBe(204);
    await page.waitForURL('**/wcpp/login');
    // A sign-out the person chose has no notice.
    await expect(page.getByText(loginMessages.timedOut)).toHaveCount(0);
    expect(await sessionStatus(page, old)).toBe(401);
  });

  test('after the idle sign-out, signing in again returns to the page and its query', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'provuser1', '/wcpp/billSearch?from=e2e');
    await expect(page.getByRole('heading', { name: 'Bill Search', level: 1 })).toBeVisible();
    // The idle time starts once the page has made its calls (see the warning test above).
    await page.waitForLoadState('networkidle');
    const old = await token(page);

    const ended = page.waitForResponse(answerTo(authCalls.signOut));
    await page.clock.fastForward('31:00');
    await page.waitForURL('**/wcpp/login');
    expect((await ended).status()).toBe(204);
    await expect(page.getByText(loginMessages.timedOut)).toBeVisible();
    expect(await sessionStatus(page, old)).toBe(401);
    await expectAccessible(page);

    await signInAgain(page, 'provuser1');
    await page.waitForURL(/\/wcpp\/billSearch\?from=e2e$/);
    await expect(page.getByRole('heading', { name: 'Bill Search', level: 1 })).toBeVisible();
  });

  test('a session the server ended is noticed on the next call: "ended" notice, then SIGN IN returns to the page', async ({ page, context }) => {
    await signIn(page, 'provuser1', '/wcpp/UserProfile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // End the session elsewhere (another tab's Sign Out uses the same call).
    const res = await callApi(context.request, authCalls.signOut, { token: await token(page) });
    expect(res.status()).toBe(204);

    // The next call (the reload loads the user) answers 401.
    await page.reload();
    await page.waitForURL('**/wcpp/login');
    await expect(page.getByText(sessionTexts.ended)).toBeVisible();
    await expectAccessible(page);

    // Single sign-on this time: the return path survives the round trip through the identity provider.
    await page.getByRole('button', { name: 'SIGN IN', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Provider Portal Sign In' })).toBeVisible();
    await page.getByLabel('Username').fill('provuser1');
    await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/wcpp\/UserProfile$/);
  });
});

test.describe('tabs and links (docs/decisions/054)', () => {
  test('signed out, a link to Claim Search lands on the login page, and signing in goes on to Claim Search', async ({ page }) => {
    await page.goto('/wcpp/ClaimSearch');
    await page.waitForURL('**/wcpp/login');
    await signInAgain(page, 'provuser1');
    await page.waitForURL(/\/wcpp\/ClaimSearch$/);
    await expect(page.getByRole('heading', { name: 'Claim Search', level: 1 })).toBeVisible();
    // Used once: the next sign-in goes home.
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL('**/wcpp/login');
    await signInAgain(page, 'provuser1');
    await page.waitForURL(/\/wcpp\/home$/);
  });

  test('a second tab is signed in; Sign Out in one tab ends them all', async ({ page, context }) => {
    await signIn(page, 'provuser1', '/wcpp/UserProfile');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const second = await context.newPage();
    await second.goto('/wcpp/billSearch');
    await expect(second.getByRole('heading', { name: 'Bill Search', level: 1 })).toBeVisible();
    await expect(second).toHaveURL(/\/wcpp\/billSearch$/);
    expect(await token(second)).toBe(await token(page));
    await expectAccessible(second);

    await second.getByRole('button', { name: 'Sign Out' }).click();
    await second.waitForURL('**/wcpp/login');
    // The first tab follows without a click or a reload, with no notice: the sign-out was chosen.
    await page.waitForURL('**/wcpp/login');
    await expect(page.getByText(sessionTexts.ended)).toHaveCount(0);
    expect(await token(page)).toBeNull();
    // A third tab opened afterwards is signed out as well.
    const third = await context.newPage();
    await third.goto('/wcpp/home');
    await third.waitForURL('**/wcpp/login');
    await third.close();
    await second.close();
  });
});
