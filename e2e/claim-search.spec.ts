import { claimSearchMessages, claimSearchResultMessages, claimSearchTexts, dateFieldTexts } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './fixtures';

/* Demo claim WC10000111-7 of Mary Anderson (born 08/25/1965, injured 09/11/2025) has bills on provuser1's TINs. */
async function fill(page: Page, first: string, last: string, dob: string, doi: string) {
  await page.getByRole('textbox', { name: 'Claimant First Name' }).fill(first);
  await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill(last);
  await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill(dob);
  await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill(doi);
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
}

test.describe('Claim Search', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, 'provuser1');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Claim Search' }).click();
    await expect(page.getByRole('heading', { name: 'Claim Search', level: 1 })).toBeVisible();
  });

  test('names every missing field, then finds the claimant’s claim', async ({ page }) => {
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    for (const message of [claimSearchMessages.summary, claimSearchMessages.firstName, claimSearchMessages.lastName, claimSearchMessages.dobRequired, claimSearchMessages.doiRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await fill(page, '  Mary ', 'Anderson', '08/25/1965', '12/31/2099');
    await expect(page.getByText(claimSearchMessages.doiFuture)).toBeVisible();
    await fill(page, 'Mary', 'Anderson', '08/25/1965', '09/11/2025');
    const table = page.getByRole('table', { name: 'Claims found' });
    await expect(table).toContainText('WC10000111-7');
    await expect(table).toContainText('Mary Anderson');
    await expect(table).toContainText('8/25/1965');
    await expect(table).toContainText('9/11/2025');
    await expectAccessible(page);
  });

  test('dates typed as staff type them, or reached on the calendar in a few keystrokes (issue 26)', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
    await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Mary');
    await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Anderson');
    const dob = page.getByRole('textbox', { name: /Claimant Date of Birth/ });
    await dob.pressSequentially('8/25/1965');
    await expect(dob).toHaveValue('8/25/1965');
    await page.keyboard.press('Tab');
    await expect(dob).toHaveValue('08/25/1965');
    // The date of injury on the calendar: the month and the year typed on their selects, the day with the arrows.
    await page.getByRole('button', { name: dateFieldTexts.choose(claimSearchTexts.dateOfInjury) }).click();
    await expect(page.getByRole('gridcell', { name: 'Sunday, November 22, 2026' })).toBeFocused();
    await page.getByRole('combobox', { name: dateFieldTexts.month }).focus();
    await page.keyboard.type('S');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2025');
    await expect(page.getByRole('grid', { name: 'September 2025' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('gridcell', { name: 'Monday, September 22, 2025' })).toBeFocused();
    await expectAccessible(page);
    for (const key of ['ArrowUp', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'Enter']) await page.keyboard.press(key);
    await expect(page.getByRole('textbox', { name: /Claimant Date of Injury/ })).toHaveValue('09/11/2025');
    await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Claims found' })).toContainText('WC10000111-7');
  });

  test('the wildcard matches the beginning of the first name', async ({ page }) => {
    await page.getByRole('checkbox', { name: /beginning with/ }).check();
    await fill(page, 'Ma', 'Anderson', '08/25/1965', '09/11/2025');
    await expect(page.getByRole('table', { name: 'Claims found' })).toContainText('WC10000111-7');
  });

  test('nothing found shows the server message after Error:', async ({ page }) => {
    await fill(page, 'Mary', 'Anderson', '08/25/1965', '09/12/2025');
    await expect(page.getByText(`Error: ${claimSearchResultMessages.none}`)).toBeVisible();
    await expectAccessible(page);
  });
});
