import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, tickTins } from './fixtures';

/*
 * Results tables fit the screen (docs/decisions/032): no sideways scrolling at 1280 px, with the
 * columns a clinic looks for first on screen, and still usable on a 390 px phone. Demo claim
 * WC10094720-5 has three bills around 11/01/2026 (see bill-search.spec.ts).
 */
const SHOTS = process.env.TABLE_SCREENSHOTS;

async function searchBills(page: Page) {
  await signIn(page, 'provuser1', '/wcpp/billSearch');
  await tickTins(page, ['751234501', '751234502']);
  await page.getByRole('textbox', { name: 'Claim Number' }).fill('WC10094720-5');
  await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/01/2026');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(page.getByText('3 bills found')).toBeVisible();
  return page.getByRole('table', { name: 'Bills found' });
}

async function searchClaims(page: Page) {
  await signIn(page, 'provuser1', '/wcpp/ClaimSearch');
  await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Mary');
  await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Anderson');
  await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('08/25/1965');
  await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill('09/11/2025');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  return page.getByRole('table', { name: 'Claims found' });
}

/** The boxes from the table up to the page that scroll sideways (a scroll container wider inside than out), and the page itself. */
async function sidewaysScrollers(table: Locator) {
  return table.evaluate((el) => {
    const wider: string[] = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const scrolls = ['auto', 'scroll'].includes(getComputedStyle(node).overflowX);
      if (scrolls && node.scrollWidth > node.clientWidth + 1) wider.push(`${node.tagName}.${node.className.toString().slice(0, 40)} ${node.scrollWidth}>${node.clientWidth}`);
    }
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth + 1) wider.push(`document ${doc.scrollWidth}>${doc.clientWidth}`);
    return wider;
  });
}

/** The column header is a column, wholly inside the viewport. */
async function expectOnScreen(page: Page, header: Locator) {
  await expect(header).toBeVisible();
  const box = (await header.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

const columnHeader = (table: Locator, name: string) => table.getByRole('columnheader', { name: new RegExp(`^${name}`) });

test.describe('results tables at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Bill Search fits without sideways scrolling; recommended allowance and payment information are on screen', async ({ page }) => {
    const table = await searchBills(page);
    expect(await sidewaysScrollers(table)).toEqual([]);
    for (const name of ['TIN', 'Claimant', 'Bill Ref / DCN', 'Recommended Allowance', 'Payment Information', 'Claim Number']) {
      await expectOnScreen(page, columnHeader(table, name));
    }
    await expectOnScreen(page, table.getByRole('button', { name: 'View payment information 70000012560' }));
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bill-search-1280.png`, fullPage: true });

    // The folded columns are one click (or Enter) away, and the column chooser brings any back as a column.
    const details = table.getByRole('button', { name: /^Show details of bill 70000012560/ });
    await details.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    await expect(table.getByRole('group', { name: /^Details of bill 70000012560/ })).toContainText('Physician');
    await expect(table.getByRole('group', { name: /^Details of bill 70000012560/ })).toContainText('Facility');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Physician' }).click();
    await page.keyboard.press('Escape');
    await expect(columnHeader(table, 'Physician')).toBeVisible();
    await page.getByRole('textbox', { name: 'Filter by Physician' }).fill('zzz');
    await expect(table.getByText('No records to display')).toBeVisible();
  });

  test('Claim Search fits without sideways scrolling', async ({ page }) => {
    const table = await searchClaims(page);
    await expect(table).toContainText('WC10000111-7');
    expect(await sidewaysScrollers(table)).toEqual([]);
    for (const name of ['Claim Number', 'Claimant Name', 'Date of Birth', 'Date of Injury', 'State', 'Gender']) {
      await expectOnScreen(page, columnHeader(table, name));
    }
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/claim-search-1280.png`, fullPage: true });
  });
});

test.describe('results tables at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Bill Search keeps the key columns on a phone and folds the rest into each row', async ({ page }) => {
    const table = await searchBills(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bill-search-390.png`, fullPage: true });
    expect(await sidewaysScrollers(table)).toEqual([]);
    for (const name of ['Bill Ref / DCN', 'Recommended Allowance', 'Payment Information']) {
      await expectOnScreen(page, columnHeader(table, name));
    }
    await expectOnScreen(page, table.getByRole('button', { name: 'View payment information 70000012560' }));
    await expect(columnHeader(table, 'TIN')).toHaveCount(0);
    const details = table.getByRole('button', { name: /^Show details of bill 70000012560/ });
    await details.click();
    const dl = table.getByRole('group', { name: /^Details of bill 70000012560/ });
    for (const text of ['Claimant', 'Rosa G Anderson', 'TIN', '751234502', 'Begin Service Date', 'Claim Number', 'WC10094720-5', 'Physician']) await expect(dl).toContainText(text);
    expect(await sidewaysScrollers(table)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/bill-search-390-details.png`, fullPage: true });
    await expectAccessible(page);

    // Paging still works from the keyboard on a phone.
    await page.getByRole('combobox', { name: /Rows per page/i }).selectOption('5');
    await expect(page.getByText('1-3 of 3')).toBeVisible();
  });

  test('Claim Search keeps the claim and claimant on a phone', async ({ page }) => {
    const table = await searchClaims(page);
    await expect(table).toContainText('WC10000111-7');
    expect(await sidewaysScrollers(table)).toEqual([]);
    await expectOnScreen(page, columnHeader(table, 'Claim Number'));
    await expectOnScreen(page, columnHeader(table, 'Claimant Name'));
    await table.getByRole('button', { name: 'Show details of claim WC10000111-7' }).click();
    await expect(table.getByRole('group', { name: 'Details of claim WC10000111-7' })).toContainText('9/11/2025');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/claim-search-390.png`, fullPage: true });
  });
});
