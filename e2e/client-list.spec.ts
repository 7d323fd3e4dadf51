import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { clientColumns, clientListMessages, clientListTexts } from '@wcpp/contract';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * Client List (part 1 §2, §4, §8, §9; docs/decisions/039). Reads only: no account is changed here.
 */

test('the agreement first, then the whole cascade, the search and DOWNLOAD with the keyboard alone', async ({ page }) => {
  await signIn(page, 'provuser1');
  const menuItem = page.getByRole('link', { name: 'Client List' });
  await menuItem.focus();
  await page.keyboard.press('Enter');
  const agreement = page.getByRole('dialog', { name: 'Client List Agreement' });
  await expect(agreement).toBeVisible();
  await expectAccessible(page);
  await agreement.getByRole('button', { name: 'ACCEPT AND CONTINUE' }).focus();
  await page.keyboard.press('Enter');
  await page.waitForURL('**/wcpp/ClientList');
  await expect(page.getByRole('heading', { name: 'Client List' })).toBeVisible();

  // Each choice by arrow key on the focused select; the next one opens once its list has come.
  const tin = field(page, clientListTexts.tin);
  await tin.focus();
  await page.keyboard.press('ArrowDown');
  await expect(tin).toHaveValue('751234501');
  for (const label of [clientListTexts.provider, clientListTexts.state, clientListTexts.product]) {
    const select = field(page, label);
    await expect(select).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(select).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: clientListTexts.search })).toBeFocused();
  await page.keyboard.press('Enter');
  const table = page.getByRole('table', { name: clientListTexts.resultsLabel });
  await expect(table).toBeVisible();
  const first = (await table.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
  expect(first.length).toBeGreaterThan(0);
  await expectAccessible(page);

  const download = page.getByRole('button', { name: clientListTexts.download });
  await download.focus();
  const [file] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(file.suggestedFilename()).toBe('Client_List.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await file.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Client List')!;
  expect(sheet.getCell('A3').value).toBe('Line of Business');
  expect(sheet.getCell('B3').value).toBe("Workers' Comp");
  expect(sheet.getCell('B4').value).toBe('751234501');
  expect((sheet.getRow(11).values as unknown[]).slice(1)).toEqual(clientColumns.map((c) => c.header));
  expect(sheet.getCell('A12').value).toBe(first);

  // Export → CSV (issue 27 §3): the same rows as text, named by the server.
  await page.getByRole('button', { name: `Export ${clientListTexts.resultsLabel}` }).click();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
  expect(csv.suggestedFilename()).toBe('Client_List.csv');
  const lines = readFileSync((await csv.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(lines[0]!.startsWith('Client Name,')).toBe(true);
  expect(lines[1]!.replace(/^"/, '').startsWith(first)).toBe(true);
});

test('every field is asked for; changing the Tax ID clears what follows; Auto shows the Steerage note', async ({ page }) => {
  await signIn(page, 'provadmin1');
  await page.evaluate(() => (document.cookie = 'Agreement-Accepted=true; path=/'));
  await page.goto('/wcpp/ClientList');
  await page.getByRole('button', { name: clientListTexts.search }).click();
  await expect(page.getByText(clientListMessages.summary)).toBeVisible();
  for (const text of [clientListMessages.selectTin, clientListMessages.selectProvider, clientListMessages.selectState, clientListMessages.selectProduct]) {
    await expect(page.getByText(text)).toBeVisible();
  }
  await expectAccessible(page);

  await page.getByRole('radio', { name: 'Auto' }).check();
  await field(page, clientListTexts.tin).selectOption('751234501');
  for (const label of [clientListTexts.provider, clientListTexts.state, clientListTexts.product]) {
    await expect(field(page, label)).toBeEnabled();
    await field(page, label).selectOption({ index: 1 });
  }
  await page.getByRole('button', { name: clientListTexts.search }).click();
  await expect(page.getByText(clientListTexts.steerage)).toBeVisible();
  await expect(page.getByRole('table', { name: clientListTexts.resultsLabel })).toBeVisible();

  await field(page, clientListTexts.tin).selectOption('751234502');
  await expect(page.getByRole('table', { name: clientListTexts.resultsLabel })).toBeHidden();
  await expect(field(page, clientListTexts.state)).toHaveValue('');
  await expect(field(page, clientListTexts.state)).toBeDisabled();
  await expect(page.getByText(clientListTexts.steerage)).toBeHidden();
});
