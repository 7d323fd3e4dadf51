import type { Page } from '@playwright/test';
import { authCalls, ownSignInTexts } from '@wcpp/contract';
import { callApi } from './api';
import { expect, expectAccessible, signIn, test } from './fixtures';

/*
 * A person's own recent sign-ins on the profile, and "This wasn't me" (issue 47 §1). The account
 * changed here and nowhere else: rdiaz01, whose other session is signed out by it.
 */
const USER = 'rdiaz01';
const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test("rdiaz01 sees a refused attempt from another browser, says it wasn't her with the keyboard alone: her other session ends and she chooses a new password", async ({ page, browser }) => {
  // Someone else: a wrong password, then a sign-in in another browser.
  await callApi(page.request, authCalls.authenticate, { body: { username: USER, password: 'Not-her#2026' } });
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signIn(otherPage, USER);
  await signIn(page, USER, '/wcpp/UserProfile');

  const section = page.getByRole('region', { name: ownSignInTexts.title });
  await expect(section).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: ownSignInTexts.failed }).first()).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: ownSignInTexts.signedIn }).first()).toContainText('127.0.0.1');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await expectAccessible(page);
    await shot(page, `recent-sign-ins-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The keyboard alone: to the button, Enter, the dialog's first button, Enter.
  const notMe = section.getByRole('button', { name: ownSignInTexts.notMe });
  await notMe.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: ownSignInTexts.notMeConfirmTitle });
  await expect(dialog).toContainText(ownSignInTexts.notMeConfirm);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: ownSignInTexts.notMeGo }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(section.getByText(/other sessions? (was|were) signed out\. Choose a new password now\./)).toBeVisible();
  const next = section.getByRole('link', { name: ownSignInTexts.changePassword });
  await expect(next).toBeFocused();
  await expect(section.getByRole('button', { name: ownSignInTexts.notMe })).toHaveCount(0);

  // The other browser's session is over: its next call is refused and it is sent to sign in.
  await otherPage.goto('/wcpp/UserProfile');
  await otherPage.waitForURL('**/wcpp/login**');
  await elsewhere.close();

  await page.keyboard.press('Enter');
  await page.waitForURL('**/wcpp/ChangePassword');
});
