import { billSearchTexts, savedSearchMessages, savedSearchTexts } from '@wcpp/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, tabWithFocusInView, test, tickTins } from './fixtures';

/*
 * Saved and recent searches (issue 27 §5, decision 064). Changes: provuser1's saved Claim Search
 * "Mary Anderson's claims" (saved again under the same name on a retry) and provuser1's recent searches,
 * which other stories add to as well: each check looks for its own search, not for a count.
 */

async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await tabWithFocusInView(page, 1);
  }
  await expect(target).toBeFocused();
}

test('a Claim Search saved under a name runs again with one click, with the keyboard alone', async ({ page }, testInfo) => {
  await signIn(page, 'provuser1', '/wcpp/ClaimSearch');
  await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Mary');
  await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Anderson');
  await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('08/25/1965');
  await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill('09/11/2025');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Open claim WC10000111-7' })).toBeVisible();

  const save = page.getByRole('button', { name: savedSearchTexts.save });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: savedSearchTexts.saveTitle });
  await expect(dialog.getByRole('textbox', { name: savedSearchTexts.name })).toBeFocused();
  await page.keyboard.type("Mary Anderson's claims");
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(savedSearchMessages.saved("Mary Anderson's claims"))).toBeVisible();

  // A fresh screen: the form empty, no results; one click runs the saved search.
  await page.getByRole('button', { name: 'RESET' }).click();
  await expect(page.getByRole('link', { name: 'Open claim WC10000111-7' })).toHaveCount(0);
  const panel = page.getByRole('button', { name: savedSearchTexts.panel });
  await tabTo(page, panel);
  await page.keyboard.press('Enter');
  const saved = page.getByRole('region', { name: savedSearchTexts.panel });
  const run = saved.getByRole('button', { name: /^Run Mary Anderson's claims/ });
  await expect(run).toContainText('Mary Anderson, born 08/25/1965, injured 09/11/2025');
  await expect(saved.getByRole('heading', { name: savedSearchTexts.recent })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('saved-searches-1280.png'), fullPage: true });
  await tabTo(page, run);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Open claim WC10000111-7' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Claimant First Name' })).toHaveValue('Mary');

  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('saved-searches-390.png'), fullPage: true });
});

test('a Bill Search is kept as a recent one and runs again with one click from a fresh screen', async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/billSearch');
  await tickTins(page, ['751234501', '751234502']);
  await page.getByRole('textbox', { name: 'Claim Number', exact: true }).fill('WC10094720-5');
  await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/01/2026');
  await page.getByRole('button', { name: billSearchTexts.search, exact: true }).click();
  await expect(page.getByText('3 bills found')).toBeVisible();
  await page.getByRole('button', { name: billSearchTexts.reset }).first().click();
  await expect(page.getByText('3 bills found')).toHaveCount(0);

  await page.getByRole('button', { name: savedSearchTexts.panel }).click();
  const recent = page.getByRole('region', { name: savedSearchTexts.panel }).getByRole('button', { name: /^Run Claim WC10094720-5 around 11\/01\/2026/ }).first();
  await expect(recent).toBeVisible();
  await recent.click();
  await expect(page.getByText('3 bills found')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Claim Number', exact: true })).toHaveValue('WC10094720-5');
});
