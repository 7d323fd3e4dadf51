import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { feeScheduleCalls, feeScheduleDocument, feeScheduleMessages, feeScheduleTexts } from '@wcpp/contract';
import { answerTo, urlsOf } from './api';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * PPO Fee Schedule (part 2 §2, §4, §7, §8; docs/decisions/042). Changes: fee-schedule requests of
 * jwalker01 only (no other browser test uses that account's files).
 */

test('a fee schedule asked for and opened with the keyboard alone: rate codes, Select, the progress, the file from the list', async ({ page }) => {
  // Counted from what the server has (a retry finds the first try's file).
  const counted = page.waitForResponse(answerTo(feeScheduleCalls.userFeeSchedRequests, { userName: 'jwalker01' }));
  await signIn(page, 'jwalker01');
  const { feeSchedRqstsCnt: before } = (await (await counted).json()) as { feeSchedRqstsCnt: number };
  // The header's Fee Schedules leads to the screen.
  const count = page.getByRole('link', { name: /^Fee Schedules, \d+ not yet opened$/ });
  await expect(count).toHaveAccessibleName(feeScheduleTexts.filesButton(before));
  await count.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/wcpp/FeeSchedule');
  await expect(page.getByRole('heading', { name: feeScheduleTexts.title })).toBeVisible();

  const tin = field(page, feeScheduleTexts.tin);
  await tin.focus();
  await page.keyboard.press('ArrowDown');
  const provider = field(page, feeScheduleTexts.provider);
  await expect(provider).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(provider).toBeFocused();
  // The first physician of the TIN (a hospital is asked for in writing).
  const options = await provider.locator('option').allTextContents();
  await page.keyboard.press('ArrowDown');
  await expect(provider).not.toHaveValue('');
  const letterhead = page.getByText(feeScheduleMessages.hospitalLetterhead);
  for (let i = 2; i < options.length && (await letterhead.isVisible()); i += 1) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: feeScheduleTexts.search })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: feeScheduleTexts.rateCodes });
  await expect(table).toBeVisible();
  await expectAccessible(page);
  // Export → CSV (issue 27 §3): the codes the table shows.
  const shownCodes = await table.locator('tbody tr').filter({ has: page.getByRole('cell') }).count();
  await page.getByRole('button', { name: `Export ${feeScheduleTexts.rateCodes}` }).click();
  const [codes] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  expect(codes.suggestedFilename()).toBe('Rate Codes.csv');
  const codeLines = readFileSync((await codes.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(codeLines[0]).toBe('Rate Code,Location,Address,Details,ZIP Code,Provider ID');
  expect(codeLines.length - 1).toBeGreaterThanOrEqual(shownCodes);

  const selectButton = table.getByRole('button', { name: /^Select / }).first();
  const code = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
  // The stream is held until the open progress dialog has been scanned, as on a slow network: a scan
  // still running when the stream ends would meet the dialog fading out and the buttons changing colour.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(urlsOf(feeScheduleCalls.feeScheduleStream), async (route) => {
    await released;
    await route.continue();
  });
  await selectButton.focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('dialog', { name: feeScheduleTexts.progressTitle });
  await expect(progress).toContainText(feeScheduleTexts.progress);
  await expectAccessible(page);
  // Accepted while the stream is held: once it is released the file can be ready within milliseconds.
  await expect(page.getByText(feeScheduleMessages.accepted)).toBeAttached();
  release();
  const ready = page.getByText(/^Your fee schedule FeeSchedule_.*\.xlsx is ready\./);
  await expect(ready).toBeVisible({ timeout: 20_000 });
  // The progress dialog has gone (scanned while it fades, its text would fail the contrast rule).
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(selectButton).toBeEnabled();
  await expectAccessible(page);

  await expect(count).toHaveAccessibleName(feeScheduleTexts.filesButton(before + 1));
  const list = page.getByRole('table', { name: feeScheduleTexts.files });
  // The newest file first.
  const open = list.getByRole('button', { name: new RegExp(`^Open FeeSchedule_${code}_`) }).first();
  await open.focus();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^FeeSchedule_${code}_\\d+\\.xlsx$`));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(feeScheduleDocument.sheetName)!;
  expect(sheet.getCell('B5').value).toBe(code);
  expect((sheet.getRow(feeScheduleDocument.headingRow).values as unknown[]).slice(1)).toEqual([...feeScheduleDocument.headings]);
  // Part 1 §9: the count is read again 3 seconds after the file is opened.
  await expect(count).toHaveAccessibleName(feeScheduleTexts.filesButton(before), { timeout: 8000 });
  await expect(list.getByRole('row').nth(1)).toContainText(feeScheduleTexts.opened);
});
