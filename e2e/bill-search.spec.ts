import { readFile } from 'node:fs/promises';
import { billSearchMessages, billSearchTexts, dateFieldTexts } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, tickTins } from './fixtures';

/*
 * Demo values (the demo seed is deterministic). Found with a query on a freshly seeded database:
 * claim WC10094720-5 (claimant Rosa G Anderson, born 10/14/1968) has, around 11/01/2026, a bill still
 * in progress on TIN 751234501 (70000017560), a paid facility bill with an EOR on TIN 751234502
 * (70000012560) and a second-source bill on TIN 751234502 (70000007560). 70000000060 is a
 * network-pricing bill and 70000000017 a bill without an image, both on TIN 751234501.
 */
const CLAIM = 'WC10094720-5';
const SERVICE_DATE = '11/01/2026';
const PAID = '70000012560 / D261101000012560';
const IN_PROGRESS = '70000017560 / D261101000017560';
const SECOND_SOURCE = '70000007560 / M261101000007560';

const searchButton = (page: Page) => page.getByRole('button', { name: 'SEARCH', exact: true });
const table = (page: Page) => page.getByRole('table', { name: 'Bills found' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

// The menu's way to Bill Search is a story of its own (search-help.spec.ts); these open it by its address.
async function openBillSearch(page: Page, user = 'provuser1') {
  await signIn(page, user, '/wcpp/billSearch');
  await expect(page.getByRole('heading', { name: 'Bill Search', level: 1 })).toBeVisible();
  if (user === 'provuser1') await tickTins(page, ['751234501', '751234502']);
}

async function searchClaim(page: Page) {
  await page.getByRole('textbox', { name: 'Claim Number' }).fill(CLAIM);
  await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill(SERVICE_DATE);
  await searchButton(page).click();
  await expect(page.getByText('3 bills found')).toBeVisible();
}

async function searchBillId(page: Page, bcn: string) {
  await page.getByRole('button', { name: 'Search By Bill ID' }).click();
  await page.getByRole('textbox', { name: 'Bill Control Number' }).fill(bcn);
  await searchButton(page).click();
}

test.describe('Bill Search', () => {
  test('by claim number: each field names its error, then the search finds bills of two TINs and the second source', async ({ page }) => {
    await openBillSearch(page);
    await expect(page.getByRole('checkbox', { name: '751234501' })).toBeChecked();
    await page.getByRole('checkbox', { name: '751234501' }).uncheck();
    await page.getByRole('checkbox', { name: '751234502' }).uncheck();
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('02/30/2026');
    await searchButton(page).click();
    await expect(page.getByText(billSearchMessages.global)).toBeVisible();
    await expect(page.getByText(billSearchMessages.selectTins)).toBeVisible();
    await expect(page.getByText(billSearchMessages.claimNumber)).toBeVisible();
    await expect(page.getByText(billSearchMessages.serviceDateInvalid)).toBeVisible();
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('12/31/2099');
    await searchButton(page).click();
    await expect(page.getByText(billSearchMessages.serviceDateFuture)).toBeVisible();

    await page.getByRole('checkbox', { name: '751234501' }).check();
    await page.getByRole('checkbox', { name: '751234502' }).check();
    await searchClaim(page);
    await expect(bodyRows(page)).toHaveCount(3);
    await expect(table(page)).toContainText('751234501');
    await expect(table(page)).toContainText('751234502');
    await expect(table(page)).toContainText(SECOND_SOURCE);
    await expect(table(page)).toContainText('Rosa G Anderson');
    await expect(table(page)).toContainText('11/1/2026');
    await expect(table(page).getByText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/).first()).toBeVisible();
    await expect(page.getByText(billSearchTexts.disclaimer)).toBeVisible();
    await expectAccessible(page);
  });

  test('sorts by a column, filters a column, and pages', async ({ page }) => {
    await openBillSearch(page);
    await searchClaim(page);
    // The first cell of a row is its details button (docs/decisions/032); the TIN shows only in its column.
    const firstRow = () => bodyRows(page).first();
    await table(page).getByRole('button', { name: /Sort by TIN/i }).or(table(page).getByText('TIN', { exact: true })).first().click();
    await expect(firstRow()).toContainText('751234501');
    await table(page).getByRole('button', { name: /Sort by TIN/i }).or(table(page).getByText('TIN', { exact: true })).first().click();
    await expect(firstRow()).toContainText('751234502');

    await page.getByRole('textbox', { name: 'Filter by TIN' }).fill('4501');
    await expect(bodyRows(page)).toHaveCount(1);
    await page.getByRole('textbox', { name: 'Filter by TIN' }).fill('');
    await page.getByRole('textbox', { name: 'Filter by Bill Ref / DCN' }).fill('m2611');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(SECOND_SOURCE);
    await page.getByRole('textbox', { name: 'Filter by Bill Ref / DCN' }).fill('');

    await expect(page.getByText('1-3 of 3')).toBeVisible();
    await expect(page.getByRole('combobox', { name: /Rows per page/i }).getByRole('option')).toHaveText(['5', '10', '25', '50', '100', '200']);
    await page.getByRole('combobox', { name: /Rows per page/i }).selectOption('5');
    await expect(page.getByText('1-3 of 3')).toBeVisible();
  });

  test("pages through a claimant's twelve therapy visits", async ({ page }) => {
    // seed/therapy-course.ts: claim WC10099001-4, a visit a day but Sunday from 11/2/2026, bills 71000000001–12.
    await openBillSearch(page);
    await page.getByRole('textbox', { name: 'Claim Number' }).fill('WC10099001-4');
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/08/2026');
    await searchButton(page).click();
    await expect(page.getByText('12 bills found')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(page.getByText('1-10 of 12')).toBeVisible();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText('11-12 of 12')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(2);
    await page.getByRole('combobox', { name: /Rows per page/i }).selectOption('5');
    await expect(page.getByText('1-5 of 12')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(5);
    await page.getByRole('button', { name: /next page/i }).click();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect(page.getByText('11-12 of 12')).toBeVisible();
    await expectAccessible(page);
  });

  test('a date can be chosen on a calendar whose future days are disabled', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-22T10:00:00'));
    await openBillSearch(page);
    const chooser = page.getByRole('button', { name: dateFieldTexts.choose(billSearchTexts.serviceDate) });
    const serviceDate = page.getByRole('textbox', { name: /Approximate Date of Service/ });
    await chooser.click();
    await expect(page.getByRole('gridcell', { name: 'Monday, November 23, 2026' })).toBeDisabled();
    await expectAccessible(page);
    // The keyboard: the calendar opens on today; PageUp goes back a month, Enter picks the focused day
    // and the focus returns to the calendar button.
    await expect(page.getByRole('gridcell', { name: 'Sunday, November 22, 2026' })).toBeFocused();
    await page.keyboard.press('PageUp');
    await expect(page.getByRole('grid', { name: 'October 2026' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(serviceDate).toHaveValue('10/23/2026');
    await expect(chooser).toBeFocused();
    await chooser.click();
    await page.getByRole('button', { name: dateFieldTexts.nextMonth }).click();
    await page.getByRole('gridcell', { name: 'Sunday, November 1, 2026' }).click();
    await expect(serviceDate).toHaveValue('11/01/2026');
    // Escape closes it and returns to its button.
    await chooser.click();
    await expect(page.getByRole('dialog', { name: billSearchTexts.serviceDate })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: billSearchTexts.serviceDate })).toHaveCount(0);
    await expect(chooser).toBeFocused();
    await page.getByRole('textbox', { name: 'Claim Number' }).fill(CLAIM);
    await searchButton(page).click();
    await expect(page.getByText('3 bills found')).toBeVisible();
  });

  test('the keyboard alone: a TIN unchecked with Space, the fields typed, Enter searches, the payment dialog opens and Escape closes it', async ({ page }) => {
    await openBillSearch(page);
    // From the open mode's heading, Tab walks the form in reading order (once it is drawn, with the TINs).
    await expect(page.getByRole('checkbox', { name: '751234501' })).toBeChecked();
    await page.getByRole('button', { name: 'Search By Claim Number' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: '751234501' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: '751234501' })).not.toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Claim Number' })).toBeFocused();
    await page.keyboard.type(CLAIM);
    await page.keyboard.press('Tab');
    await page.keyboard.type('11012026');
    await expect(page.getByRole('textbox', { name: /Approximate Date of Service/ })).toHaveValue(SERVICE_DATE);
    await page.keyboard.press('Enter');
    // Only the checked TIN's bills: the paid one and the second source, not the one of 751234501.
    await expect(page.getByText('2 bills found')).toBeVisible();
    await expect(bodyRows(page).filter({ hasText: IN_PROGRESS })).toHaveCount(0);
    const view = page.getByRole('button', { name: 'View payment information 70000012560' });
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Payment Information' });
    await expect(dialog).toContainText('Paid Amount');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
    await expectAccessible(page);
  });

  test('payment information: a paid bill opens the dialog; a bill in progress says Not Available', async ({ page }) => {
    await openBillSearch(page);
    await searchClaim(page);
    await expect(bodyRows(page).filter({ hasText: IN_PROGRESS })).toContainText('Not Available');
    await page.getByRole('button', { name: 'View payment information 70000012560' }).click();
    const dialog = page.getByRole('dialog', { name: 'Payment Information' });
    await expect(dialog).toContainText('Paid Amount');
    await expect(dialog).toContainText(/\$\d/);
    await expect(dialog).toContainText('Check Number');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'CLOSE' }).click();
    await expect(dialog).toHaveCount(0);
  });

  test('the bill ref opens the bill image PDF in a new tab', async ({ page, context }) => {
    await openBillSearch(page);
    await searchClaim(page);
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: `Open bill ${PAID}` }).click();
    expect((await popup).url()).toMatch(/^blob:/);
  });

  test('the recommended allowance opens the EOR after the 3-second delay', async ({ page, context }) => {
    await openBillSearch(page);
    await searchClaim(page);
    const started = Date.now();
    const popup = context.waitForEvent('page');
    await bodyRows(page).filter({ hasText: PAID }).getByRole('button', { name: /open the EOR/ }).click();
    await expect(page.getByText('Opening the EOR…')).toBeVisible();
    expect((await popup).url()).toMatch(/^blob:/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(3000);
  });

  test('a second-source bill ref downloads its reference lines as a PDF named with the user and time', async ({ page }) => {
    await openBillSearch(page);
    await searchClaim(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Open bill ${SECOND_SOURCE}` }).click();
    expect((await download).suggestedFilename()).toMatch(/^provuser1_\d{14}\.pdf$/);
    // Printed by the server (docs/decisions/033): a PDF document, not the lines.
    const bytes = await readFile((await (await download).path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('by bill id: a network-pricing bill downloads its pricing sheet', async ({ page }) => {
    await openBillSearch(page);
    await searchBillId(page, '70000000060');
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText('Not Applicable');
    const download = page.waitForEvent('download');
    await bodyRows(page).getByRole('button', { name: /open the pricing sheet/ }).click();
    expect((await download).suggestedFilename()).toBe('PriceSheet_70000000060.pdf');
  });

  test('by bill id: one of the two is required; a bill without an image says so; an unknown bill finds nothing', async ({ page }) => {
    await openBillSearch(page);
    await page.getByRole('button', { name: 'Search By Bill ID' }).click();
    await searchButton(page).click();
    await expect(page.getByText(billSearchMessages.billId)).toHaveCount(2);
    await expect(page.getByText(billSearchMessages.global)).toBeVisible();
    await page.getByRole('textbox', { name: 'Bill Control Number' }).fill('70000000017');
    await expect(page.getByRole('textbox', { name: 'Document ID' })).toBeDisabled();
    await searchButton(page).click();
    await page.getByRole('button', { name: /^Open bill 70000000017/ }).click();
    await expect(page.getByText(billSearchMessages.imageUnavailable)).toBeVisible();
    await page.getByRole('button', { name: 'RESET' }).click();
    await expect(page.getByRole('textbox', { name: 'Bill Control Number' })).toHaveValue('');
    await page.getByRole('textbox', { name: 'Document ID' }).fill('D000000000000000');
    await expect(page.getByRole('textbox', { name: 'Bill Control Number' })).toBeDisabled();
    await searchButton(page).click();
    await expect(page.getByText(billSearchMessages.noBills)).toBeVisible();
    await expectAccessible(page);
  });

  test('by claimant: validation, then the claimant’s bills; switching mode clears the form', async ({ page }) => {
    await openBillSearch(page);
    await page.getByRole('button', { name: 'Search By Claimant' }).click();
    await searchButton(page).click();
    for (const message of [billSearchMessages.firstName, billSearchMessages.lastName, billSearchMessages.dobRequired, billSearchMessages.serviceDateRequired]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('rosa');
    await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('ANDERSON');
    await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('10141968');
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill(SERVICE_DATE);
    await searchButton(page).click();
    await expect(page.getByText('3 bills found')).toBeVisible();
    await page.getByRole('button', { name: 'Search By Claim Number' }).click();
    await expect(page.getByRole('textbox', { name: 'Claim Number' })).toHaveValue('');
    await expect(page.getByText('3 bills found')).toHaveCount(0);
    await page.getByRole('button', { name: 'Search By Claimant' }).click();
    await expect(page.getByRole('textbox', { name: 'Claimant First Name' })).toHaveValue('');
  });
});
