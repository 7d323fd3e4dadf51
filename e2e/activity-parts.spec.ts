import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { activityExport, activityTexts, addDays, billSearchCalls, billSearchTexts, claimCalls, claimTexts, formatDate, historyTexts, todayIso } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { callApi } from './api';
import { bothWidths, CLAIM, shot, tabTo, tokenOf } from './activity-steps';
import { expect, expectAccessible, signIn, test, tickTins } from './fixtures';

/*
 * The Activity's parts beside its search (issue 47 §1, §3; decisions 091, 094): who outside the group
 * read its TINs, the check of the record, the export as XLSX, and HISTORY on each bill's row.
 */

const readers = activityTexts.readers;
const check = activityTexts.check;

/** How many rows of the Activity at `address` say `words` (none when nothing matches), once the search has answered. */
async function rowsSaying(page: Page, address: string, words: string) {
  await page.goto(address);
  await expect(page.getByText(/ rows? shown|No activity matches/)).toBeVisible();
  return page.getByRole('table', { name: activityTexts.results }).locator('tbody tr').filter({ hasText: words }).count();
}

test.describe('the Activity beside its search', () => {
  test('a Provider Admin sees who outside the group read its TINs: the network’s administrators as one number, never a person, with the keyboard alone', async ({ page, browser }) => {
    // The network's administrator signs in with a code (e2e/second-factor.ts), which may wait for a free step.
    test.setTimeout(120_000);
    // sysadmin1, as themselves, opens provuser1's claim: a read of its TINs by the network.
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'sysadmin1', `/wcpp/claims/${CLAIM}`);
    await expect(admin.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await expect(admin.getByRole('table', { name: claimTexts.billsTable })).toBeVisible();
    await admin.context().close();

    await signIn(page, 'provadmin1', '/wcpp/activity');
    const opener = page.getByRole('button', { name: readers.title });
    await tabTo(page, opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: readers.title });
    await expect(region.getByText(readers.intro(90))).toBeVisible();
    // Each TIN of the group, named as the portal names TINs (with its nickname), then who read it.
    const readersOf = (tin: string) => region.locator('dt', { hasText: new RegExp(`^TIN ${tin}( \\(.+\\))?$`) }).locator('xpath=following-sibling::dd[1]');
    await expect(readersOf('751234502')).toContainText(/The network’s administrators: \d[\d,]* reads?/);
    await expect(region.locator('dt', { hasText: /^TIN 751234501/ })).toBeVisible();
    // Every TIN says who read it, or that nobody outside the group did.
    for (const dd of await region.locator('dd').all()) await expect(dd).toHaveText(/^(No one outside your group read this TIN\.|(Group \d+: [\d,]+ reads?)*(The network’s administrators: [\d,]+ reads?)?)$/);
    // Never a person.
    await expect(region).not.toContainText(/sysadmin1|provuser1|provadmin1/);
    // The network's check is not a Provider Admin's.
    await expect(page.getByRole('button', { name: check.title })).toHaveCount(0);
    await bothWidths(page, 'activity-readers', region);
  });

  test('an internal administrator checks the record from the Activity with the keyboard alone: the chain is whole, its figures and when, and the check is itself recorded', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'sysadmin1', '/wcpp/activity');
    await expect(page.getByText(activityTexts.introNetwork)).toBeVisible();
    // Who read a group's TINs is the group's: not on the network's view.
    await expect(page.getByRole('button', { name: readers.title })).toHaveCount(0);
    const opener = page.getByRole('button', { name: check.title });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const region = page.getByRole('region', { name: check.title });
    await expect(region.getByText(check.intro)).toBeVisible();
    const run = region.getByRole('button', { name: check.run });
    await tabTo(page, run, 5);
    await page.keyboard.press('Enter');
    await expect(region.getByRole('status')).toHaveText(/^The chain is whole: [\d,]+ rows? in [\d,]+ sealed blocks?\.( [\d,]+ newer rows? (is|are) not sealed yet\.)?$/);
    await expect(run).toBeFocused();
    const figure = (term: string) => region.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(figure(check.result)).toHaveText(check.wholeWord);
    await expect(figure(check.blocks)).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(check.sealedRows)).toHaveText(/^[1-9][\d,]*$/);
    await expect(figure(check.unsealedRows)).toHaveText(/^[\d,]+$/);
    await expect(figure(check.checkedAt)).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    await expect(region).not.toContainText(check.broken);
    await bothWidths(page, 'activity-check', region);
    // The check is in the record too.
    expect(await rowsSaying(page, '/wcpp/activity?person=sysadmin1&kind=other', 'Checked the activity record')).toBeGreaterThan(0);
  });

  test('a Provider Admin exports the Activity as XLSX with the keyboard alone: the columns, a claim view, and the export recorded after', async ({ page }) => {
    // bayview01, group 1005's Provider Admin, whose Activity no other story exports (the count below is theirs);
    // demo claim WC10000185-1 is of the group's TIN 330998701.
    const claim = 'WC10000185-1';
    const opened = await callApi(page.request, claimCalls.claimByNumber, { params: { claimNumber: claim }, token: await tokenOf(page.request, 'bayview01') });
    expect(opened.status()).toBe(200);
    await signIn(page, 'bayview01');
    const exportsBefore = await rowsSaying(page, '/wcpp/activity?person=bayview01&kind=export', 'Exported the activity record');

    await page.goto(`/wcpp/activity?person=bayview01&claimNumber=${claim}&kind=view`);
    const table = page.getByRole('table', { name: activityTexts.results });
    await expect(table.getByRole('row').filter({ hasText: 'Opened a claim' }).first()).toBeVisible();
    const menu = page.getByRole('button', { name: `Export ${activityTexts.exportAll}` });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Activity.xlsx');
    await expect(page.getByRole('alert')).toHaveCount(0);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(activityExport.sheetName);
    // Each column's cell of row n as text, an empty cell as ''.
    const cells = (n: number) =>
      Array.from({ length: activityExport.columns.length }, (_, i) => {
        const value = sheet.getRow(n).getCell(i + 1).value;
        return value === null || value === undefined ? '' : String(value);
      });
    expect(cells(1)).toEqual(['Time', 'User', 'As', 'Action', 'Records', 'Result', 'Address', 'Browser', 'Group']);
    const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => cells(i + 2));
    expect(rows.length).toBeGreaterThan(0);
    // The view of the claim: the time as ISO with its zone, the claim and its TIN, done; no group column for a group's own view.
    const view = rows.find((r) => r[3] === 'Opened a claim')!;
    expect(view[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);
    expect(view[1]).toBe('bayview01');
    expect(view[2]).toBe('');
    expect(view[4]).toContain(`Claim ${claim}`);
    expect(view[4]).toContain('TIN 330998701');
    expect(view[5]).toBe(activityTexts.done);
    expect(view[8]).toBe('');
    for (const row of rows) expect(row[1]).toBe('bayview01');

    // The export is itself a row of the record, one more than before.
    expect(await rowsSaying(page, '/wcpp/activity?person=bayview01&kind=export', 'Exported the activity record')).toBe(exportsBefore + 1);
    await expectAccessible(page);
  });

  test("HISTORY on a bill's row of the claim page leads a Provider Admin to that bill's Activity, with the keyboard alone; a Provider User has none", async ({ page, browser }) => {
    test.slow();
    // provuser1 sees the claim's bills without HISTORY, then opens a bill's image.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, 'provuser1', `/wcpp/claims/${CLAIM}`);
    const theirs = other.getByRole('table', { name: claimTexts.billsTable });
    await expect(theirs.getByRole('button', { name: /^Open bill / }).first()).toBeVisible();
    await expect(other.getByRole('link', { name: /^History/ })).toHaveCount(0);
    await expect(theirs).not.toContainText(historyTexts.link);
    const firstRow = theirs.locator('tbody tr').filter({ has: other.getByRole('button', { name: /^Open bill / }) }).filter({ hasNotText: claimTexts.secondSource }).first();
    const bcn = (await firstRow.getByRole('button', { name: /^Open bill / }).textContent())!.trim();
    const image = await callApi(other.request, billSearchCalls.billImage, { params: { id: `B${bcn}` }, token: await tokenOf(other.request, 'provuser1') });
    expect(image.status()).toBe(200);
    await other.context().close();

    await signIn(page, 'provadmin1', `/wcpp/claims/${CLAIM}`);
    const bills = page.getByRole('table', { name: claimTexts.billsTable });
    const history = bills.getByRole('link', { name: historyTexts.bill(bcn) });
    await expect(history).toHaveText(historyTexts.link);
    await bothWidths(page, 'claim-bill-history', history);
    await tabTo(page, history, 200);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/wcpp/activity\\?bill=${bcn}&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}$`));
    // The last year up to today.
    await expect(page.getByText(`${activityTexts.range(formatDate(addDays(todayIso(), -historyTexts.days)), formatDate(todayIso()))} · `)).toBeVisible();
    await expect(page.getByRole('textbox', { name: activityTexts.bill, exact: true })).toHaveValue(bcn);
    const table = page.getByRole('table', { name: activityTexts.results });
    const opened = table.getByRole('row').filter({ hasText: 'provuser1' }).filter({ hasText: 'Opened a bill image' }).first();
    await expect(opened).toContainText(`Bill ${bcn}`);
    // Every row names the bill.
    for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText(`Bill ${bcn}`);
    await shot(page, 'bill-history-activity-1280');
  });

  test("Bill Search: a Provider Admin's results have each bill's HISTORY, at 1280 and 390 px", async ({ page }) => {
    // bayview01, group 1005's Provider Admin: a search saves the person's TINs for the next one (decision 060),
    // and other stories count on provadmin1's never having searched. Demo bill 70000000005 is on TIN 330998701.
    const bcn = '70000000005';
    await signIn(page, 'bayview01', '/wcpp/billSearch');
    await page.getByRole('button', { name: 'Search By Bill ID' }).click();
    await tickTins(page, ['330998701']);
    await page.getByRole('textbox', { name: 'Bill Control Number' }).fill(bcn);
    await page.getByRole('button', { name: billSearchTexts.search, exact: true }).click();
    const found = page.getByRole('table', { name: billSearchTexts.resultsTable });
    const history = found.getByRole('link', { name: historyTexts.bill(bcn) });
    await expect(history).toHaveText(historyTexts.link);
    await expect(history).toHaveAttribute('href', new RegExp(`^/wcpp/activity\\?bill=${bcn}&from=\\d{4}-\\d{2}-\\d{2}&to=\\d{4}-\\d{2}-\\d{2}$`));
    await bothWidths(page, 'bill-search-history', history);
  });
});
