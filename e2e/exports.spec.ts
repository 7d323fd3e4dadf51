import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { billSearchTexts } from '@wcpp/contract';
import type { Download, Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, tabWithFocusInView, test, tickTins } from './fixtures';

/*
 * Exports (issue 27 §3, docs/decisions/061-exports.md). seed/demo-claims.ts: claim WC10077003-2 of
 * Marcus Bell has nine bills at 751234501, 751234502 and 751234503; provuser1 sees six, provadmin1 all
 * nine. seed/therapy-course.ts: claim WC10099001-4, twelve visits from 11/2/2026.
 */
const CLAIM = 'WC10077003-2';

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await tabWithFocusInView(page, 1);
  }
  await expect(target).toBeFocused();
}

/** The CSV's rows, split on CRLF and commas (the demo values hold no comma), without the byte-order mark. */
async function csvRows(download: Download): Promise<string[][]> {
  const text = await readFile(await download.path(), 'utf8');
  return text.replace(/^\uFEFF/, '').trimEnd().split('\r\n').map((line) => line.split(','));
}

test.describe('exports', () => {
  test('the claim page exports every bill of the claim as XLSX, with the keyboard alone', async ({ page }, testInfo) => {
    await signIn(page, 'provadmin1', `/wcpp/claims/${CLAIM}`);
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('9 bills');
    const menu = page.getByRole('button', { name: 'Export all 9 bills of this claim' });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Excel (XLSX)' })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`Claim ${CLAIM}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(10);
    expect(sheet.getRow(2).getCell(4).value).toEqual(new Date(Date.UTC(2025, 2, 3)));
    expect(typeof sheet.getRow(2).getCell(10).value).toBe('number');
    await expect(menu).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('claim-export-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(menu).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('claim-export-390.png'), fullPage: true });
  });

  test("Bill Search exports the results it shows after its filter, as CSV; Claim Search exports its claims", async ({ page }) => {
    await signIn(page, 'provuser1', '/wcpp/billSearch');
    await tickTins(page, ['751234501', '751234502']);
    await page.getByRole('textbox', { name: 'Claim Number' }).fill('WC10099001-4');
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/08/2026');
    await page.getByRole('button', { name: billSearchTexts.search, exact: true }).click();
    await expect(page.getByText('12 bills found')).toBeVisible();
    // Only the visits at 751234502: the filter decides the rows, across pages (10 a page).
    await page.getByRole('textbox', { name: `Filter by ${billSearchTexts.columns.tin}` }).fill('751234502');
    const table = page.getByRole('table', { name: billSearchTexts.resultsTable });
    const shown = await table.locator('tbody tr').filter({ has: page.getByRole('cell') }).count();
    await page.getByRole('button', { name: `Export ${billSearchTexts.resultsTable}` }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Bills.csv');
    const [header, ...rows] = await csvRows(download);
    expect(header![0]).toBe('TIN');
    expect(rows.length).toBe(shown);
    expect(rows.every((r) => r[0] === '751234502')).toBe(true);
    expect(rows.every((r) => r[1] === 'WC10099001-4')).toBe(true);
    await expectAccessible(page);

    await page.goto('/wcpp/ClaimSearch');
    await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Marcus');
    await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Bell');
    await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('09/03/1971');
    await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill('02/17/2025');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: `Open claim ${CLAIM}` })).toBeVisible();
    await page.getByRole('button', { name: /^Export / }).click();
    const claims = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'CSV' }).click();
    const claimFile = await claims;
    expect(claimFile.suggestedFilename()).toBe('Claims.csv');
    expect((await csvRows(claimFile))[1]!.slice(0, 5)).toEqual([CLAIM, 'Marcus', 'Bell', '9/3/1971', '2/17/2025']);
  });

  test("Manage Users and Manage TINs export the group's rows they show", async ({ page }) => {
    await signIn(page, 'provadmin1', '/wcpp/ManageUsers');
    const users = page.getByRole('table', { name: 'Manage Users' });
    await expect(users).toBeVisible();
    await page.getByRole('textbox', { name: 'Filter by Username' }).fill('provuser1');
    await expect(users.locator('tbody tr').filter({ has: page.getByRole('cell') })).toHaveCount(1);
    const menu = page.getByRole('button', { name: 'Export Manage Users' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('Users.csv');
    const [header, ...rows] = await csvRows(file);
    expect(header![2]).toBe('Username');
    expect(rows.map((r) => r[2])).toEqual(['provuser1']);
    await expectAccessible(page);

    await page.goto('/wcpp/ManageTins');
    await expect(page.getByRole('table', { name: 'Manage TINs' })).toBeVisible();
    await page.getByRole('button', { name: 'Export Manage TINs' }).click();
    const tins = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click();
    const tinFile = await tins;
    expect(tinFile.suggestedFilename()).toBe('TINs.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await tinFile.path())) as unknown as ArrayBuffer);
    const column = workbook.worksheets[0]!.getColumn(1).values.slice(2);
    expect(column).toContain('751234501');
    expect(column).toContain('751234503');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the claim page downloads the selected bills\' documents as one ZIP, with its progress, by keyboard', async ({ page }, testInfo) => {
    await signIn(page, 'provadmin1', `/wcpp/claims/${CLAIM}`);
    const table = page.getByRole('table', { name: 'Bills on this claim' });
    await expect(table.locator('tbody tr').filter({ has: page.getByRole('cell') })).toHaveCount(9);
    const download = page.getByRole('button', { name: 'Download selected' });
    await expect(download).toBeDisabled();
    // Two bills ticked with the keyboard.
    for (const n of [1, 5]) {
      const box = page.getByRole('checkbox', { name: `Select bill 7200000000${n}` });
      await tabTo(page, box);
      await page.keyboard.press('Space');
      await expect(box).toBeChecked();
    }
    const all = page.getByRole('checkbox', { name: 'Select every bill the table shows' });
    expect(await all.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
    await expectAccessible(page);
    // Every status line the page shows while the bundle is made.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver(() => document.querySelectorAll('.wc-bundle-progress').forEach((el) => seen.push(el.textContent ?? ''))).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    const button = page.getByRole('button', { name: 'Download selected (2)' });
    await tabTo(page, button);
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const file = await downloading;
    expect(file.suggestedFilename()).toBe('Bill documents.zip');
    const zipNames = await zipEntryNames(await file.path());
    expect(zipNames).toEqual(['72000000001/Bill_72000000001.pdf', '72000000001/EOR_72000000001.pdf', '72000000005/Bill_72000000005.pdf', '72000000005/EOR_72000000005.pdf']);
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
    expect(seen.some((text) => /Documents ready: \d of 4|Preparing the documents/.test(text))).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('.wc-bundle-progress')).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('claim-bundle-1280.png'), fullPage: true });
  });
});

/** The names of a ZIP's entries, in order. */
function zipEntryNames(path: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
