import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { addTinDialogMessages, groupTinMessages, manageUsersMessages } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * The network's administrators (part 2 §2; docs/decisions/038) and a group's TINs. Only refusals and
 * reads touch shared accounts here: bayview01 is refused termination (the last admin of group 1005) and
 * removes a TIN of its own group and adds it back; provuser1 is mirrored.
 */

async function searchGroup(page: Page, group: string) {
  await field(page, 'Group ID').fill(group);
  await page.getByRole('button', { name: 'SEARCH' }).click();
}

test('User Search: the last admin of a group is not terminated, the export has the users, View TINs and BACK keep the search', async ({ page }) => {
  await signIn(page, 'sysadmin1');
  await page.getByRole('link', { name: 'User Search' }).click();
  await expect(page.getByRole('heading', { name: 'User Search', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('Error: Enter Username or Email Address or Tax ID Number (TIN) or Group ID')).toBeVisible();
  await expectAccessible(page);

  await searchGroup(page, '1005');
  await expect(page.getByRole('cell', { name: 'bayview01', exact: true })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Actions for Derek Lindqvist' }).click();
  await page.getByRole('menuitem', { name: 'Terminate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText(manageUsersMessages.noOtherAdmin)).toBeVisible();
  await expect(page.getByRole('row', { name: /bayview01/ })).toContainText('Active');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'DOWNLOAD' }).click()]);
  expect(download.suggestedFilename()).toBe('UserSearch.xlsx');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('User Search')!;
  expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['First Name', 'Last Name', 'Username', 'Email Address', 'Account Status', 'Account Type', 'Group ID']);
  // The group's users, each a row (bayview01, its only admin, and rdiaz01, a user).
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  expect(rows).toContainEqual(['Derek', 'Lindqvist', 'bayview01', 'bayview01@clinic.example', 'Active', 'Provider Admin', 1005]);
  expect(rows).toContainEqual(['Rosa', 'Diaz', 'rdiaz01', 'rdiaz01@clinic.example', 'Active', 'Provider User', 1005]);

  await page.getByRole('button', { name: 'Actions for Derek Lindqvist' }).click();
  await page.getByRole('menuitem', { name: 'View TINs' }).click();
  await expect(page.getByRole('heading', { name: 'View TINs for Derek Lindqvist' })).toBeVisible();
  await expect(page.getByRole('cell', { name: '330998701' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'BACK' }).click();
  await expect(page.getByRole('cell', { name: 'bayview01', exact: true })).toBeVisible();
  await expect(field(page, 'Group ID')).toHaveValue('1005');
});

test('Mirror from a User Search row views the portal as that user until Revert', async ({ page }) => {
  await signIn(page, 'sysadmin1', '/wcpp/UserSearch');
  await field(page, 'Username').fill('provuser1');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await page.getByRole('button', { name: 'Actions for Peter Ulrich' }).click();
  await page.getByRole('menuitem', { name: 'Mirror' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'CONTINUE' }).click();
  await page.waitForURL('**/wcpp/home');
  await expect(page.getByRole('banner')).toContainText('Peter Ulrich');
  await expect(page.getByRole('link', { name: 'Bill Search' })).toBeVisible();
  await page.getByRole('button', { name: 'Revert' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();
  await expect(page.getByRole('link', { name: 'User Search' })).toBeVisible();
});

test('ADD USER starts a new group with a TIN chosen in the Add TIN Provider dialog', async ({ page }) => {
  await signIn(page, 'sysadmin1');
  await page.getByRole('link', { name: 'ADD USER' }).click();
  await field(page, 'Account Type').selectOption('PRAD');
  await expect(page.getByRole('radio', { name: 'New group' })).toBeChecked();
  await page.getByRole('button', { name: 'ADD TIN' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add TIN Provider' });
  await expect(dialog).toContainText(addTinDialogMessages.title);
  await field(dialog, 'Tax ID Number (TIN)').fill('204567801');
  await dialog.getByRole('radio', { name: 'Facility' }).check();
  await dialog.getByRole('button', { name: 'SEARCH' }).click();
  await expect(dialog.getByText(addTinDialogMessages.note)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(dialog.getByText(addTinDialogMessages.selectOne)).toBeVisible();
  await dialog.getByRole('radio', { name: /^Select / }).first().check();
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/^204567801 /)).toBeVisible();
});

test("a group's admin removes a TIN after the warning, and adds it back proven by a provider id", async ({ page }) => {
  // Group 1005's own TIN, which no other group holds: it comes back at once (decision 047), and the group ends as it began.
  await signIn(page, 'bayview01');
  await page.getByRole('link', { name: 'Manage TINs' }).click();
  await expect(page.getByRole('heading', { name: 'Manage TINs', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Remove 330998704' }).check();
  await page.getByRole('button', { name: 'REMOVE' }).click();
  const warning = page.getByRole('dialog');
  await expect(warning).toContainText(groupTinMessages.removeWarning);
  await expectAccessible(page);
  await warning.getByRole('button', { name: 'CONTINUE' }).click();
  await expect(page.getByText(groupTinMessages.removed)).toBeVisible();
  await expect(page.getByRole('cell', { name: '330998704', exact: true })).toBeHidden();

  await field(page, 'Tax ID Number (TIN)').fill('330998704');
  await field(page, 'Provider ID').fill('100020');
  await expect(field(page, 'Bill Control Number')).toBeDisabled();
  await page.getByRole('button', { name: 'ADD', exact: true }).click();
  await expect(page.getByText(groupTinMessages.added('330998704'))).toBeVisible();
  await expect(page.getByRole('cell', { name: '330998704', exact: true })).toBeVisible();
});

test('User Search, View TINs and BACK with the keyboard alone', async ({ page }) => {
  await signIn(page, 'readonly1', '/wcpp/UserSearch');
  await field(page, 'Email Address').focus();
  await page.keyboard.type('riverbend1@');
  // Only one field at a time: the others are disabled once this one has text.
  await expect(field(page, 'Username')).toBeDisabled();
  await page.keyboard.press('Enter');
  const actions = page.getByRole('button', { name: 'Actions for Omar Haddad' });
  await expect(actions).toBeVisible();
  await actions.focus();
  await page.keyboard.press('Enter');
  // The read-only administrator gets View TINs and Mirror only.
  await expect(page.getByRole('menuitem')).toHaveText(['View TINs', 'Mirror']);
  await expect(page.getByRole('menuitem', { name: 'View TINs' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'View TINs for Omar Haddad' })).toBeVisible();
  await page.getByRole('button', { name: 'BACK' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('cell', { name: 'riverbend1', exact: true })).toBeVisible();
  await expect(field(page, 'Email Address')).toHaveValue('riverbend1@');
});
