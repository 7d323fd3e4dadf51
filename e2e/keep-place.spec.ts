import { billSearchMessages, clientListTexts } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, field, signIn, test, tickTins } from './fixtures';

/*
 * The search screens keep the person's place across the browser's Back and a reload, in the tab's
 * session storage and never in the URL; a new validation error clears the last results; signing out
 * forgets it all (issue 26 §3, docs/decisions/055). Reads only.
 */

const CLAIM = 'WC10094720-5';
const noPhiInUrl = (page: Page) => expect(page).not.toHaveURL(/WC100|Anderson|1965|751234/i);

test('Bill Search, Claim Search and Client List come back after Back and a reload; a validation error clears; sign-out forgets', async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/billSearch');
  await tickTins(page, ['751234501', '751234502']);
  await page.getByRole('textbox', { name: 'Claim Number', exact: true }).fill(CLAIM);
  await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/01/2026');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(page.getByText('3 bills found')).toBeVisible();
  const bills = page.getByRole('table', { name: 'Bills found' });
  await bills.getByRole('button', { name: /^Bill Ref/ }).click(); // sorted by bill ref now
  const firstBill = (await bills.locator('tbody tr').first().textContent())!;

  await page.getByRole('link', { name: 'Claim Search' }).click();
  await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Mary');
  await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Anderson');
  await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('08/25/1965');
  await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill('09/11/2025');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  const claims = page.getByRole('table', { name: 'Claims found' });
  await expect(claims).toContainText('WC10000111-7');
  await noPhiInUrl(page);

  // A reload: the criteria and the claims are there again.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Claimant Last Name' })).toHaveValue('Anderson');
  await expect(claims).toContainText('WC10000111-7');

  // Back: Bill Search as it was left, its sort included.
  await page.goBack();
  await page.waitForURL(/\/wcpp\/billSearch$/);
  await expect(page.getByRole('textbox', { name: 'Claim Number', exact: true })).toHaveValue(CLAIM);
  await expect(page.getByText('3 bills found')).toBeVisible();
  await expect(bills.locator('tbody tr').first()).toHaveText(firstBill);
  await expect(bills.getByRole('columnheader', { name: /^Bill Ref/ })).toHaveAttribute('aria-sort', 'ascending');
  await noPhiInUrl(page);
  await expectAccessible(page);

  // A new validation error: the old results and their count go.
  await page.getByRole('textbox', { name: 'Claim Number', exact: true }).fill('');
  await page.getByRole('button', { name: 'SEARCH', exact: true }).click();
  await expect(page.getByText(billSearchMessages.claimNumber)).toBeVisible();
  await expect(bills).toHaveCount(0);
  await expect(page.getByText('3 bills found')).toHaveCount(0);
  // …and a reload does not bring them back.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Claim Number', exact: true })).toHaveValue('');
  await expect(bills).toHaveCount(0);

  // Client List: the cascade and its clients come back after a reload.
  await page.goto('/wcpp/ClientList');
  await page.getByRole('dialog', { name: 'Client List Agreement' }).getByRole('button', { name: 'ACCEPT AND CONTINUE' }).click();
  await field(page, clientListTexts.tin).selectOption('751234501');
  for (const label of [clientListTexts.provider, clientListTexts.state, clientListTexts.product]) {
    await expect(field(page, label)).toBeEnabled();
    await field(page, label).selectOption({ index: 1 });
  }
  const chosen = await Promise.all([clientListTexts.provider, clientListTexts.state, clientListTexts.product].map((label) => field(page, label).inputValue()));
  await page.getByRole('button', { name: clientListTexts.search }).click();
  const clients = page.getByRole('table', { name: clientListTexts.resultsLabel });
  await expect(clients).toBeVisible();
  await page.reload();
  await expect(clients).toBeVisible();
  await expect(field(page, clientListTexts.tin)).toHaveValue('751234501');
  for (const [i, label] of [clientListTexts.provider, clientListTexts.state, clientListTexts.product].entries()) await expect(field(page, label)).toHaveValue(chosen[i]!);
  await noPhiInUrl(page);

  // Sign Out forgets every place: signed in again, Claim Search is empty.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/wcpp/login');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('wcpp.place.')))).toEqual([]);
  await signIn(page, 'provuser1', '/wcpp/ClaimSearch');
  await expect(page.getByRole('textbox', { name: 'Claimant Last Name' })).toHaveValue('');
  await expect(claims).toHaveCount(0);
});

test('User Search comes back after a reload; a validation error clears the users', async ({ page }) => {
  await signIn(page, 'sysadmin1', '/wcpp/UserSearch');
  await field(page, 'Group ID').fill('1005');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  const users = page.getByRole('table', { name: 'User Search' });
  await expect(users.getByRole('cell', { name: 'bayview01', exact: true })).toBeVisible();

  await page.reload();
  await expect(field(page, 'Group ID')).toHaveValue('1005');
  await expect(users.getByRole('cell', { name: 'bayview01', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/wcpp\/UserSearch$/);

  await field(page, 'Group ID').fill('');
  await page.getByRole('button', { name: 'SEARCH' }).click();
  await expect(page.getByText('Error: Enter Username or Email Address or Tax ID Number (TIN) or Group ID')).toBeVisible();
  await expect(users).toHaveCount(0);
  await expectAccessible(page);
});

test("the claim page keeps its table's filter and sort after a reload and after Back, per claim, never in the address", async ({ page }) => {
  // seed/demo-claims.ts claimHistory: WC10077003-2, nine bills for provadmin1, one of them denied.
  await signIn(page, 'provadmin1', '/wcpp/claims/WC10077003-2');
  const table = page.getByRole('table', { name: 'Bills on this claim' });
  const rows = table.locator('tbody tr').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(9);
  await table.getByRole('textbox', { name: 'Filter by Status' }).fill('paid');
  await table.getByRole('button', { name: 'Billed', exact: true }).click();
  const shown = await rows.count();
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBeLessThan(9);
  const first = (await rows.first().textContent())!;
  await expect(page).toHaveURL(/\/wcpp\/claims\/WC10077003-2$/);

  await page.reload();
  await expect(table.getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('paid');
  await expect(table.getByRole('columnheader', { name: /^Billed/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows).toHaveCount(shown);
  await expect(rows.first()).toHaveText(first);

  // Away and Back: the same place.
  await page.getByRole('link', { name: 'Claim Search' }).click();
  await expect(page.getByRole('textbox', { name: 'Claimant Last Name' })).toBeVisible();
  await page.goBack();
  await page.waitForURL(/\/wcpp\/claims\/WC10077003-2$/);
  await expect(table.getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('paid');
  await expect(rows).toHaveCount(shown);
  await expect(page).not.toHaveURL(/paid|Billed|sort|filter/i);
  await expectAccessible(page);

  // Another claim's table starts afresh; Sign Out forgets the claim's place.
  await page.goto('/wcpp/claims/WC10099001-4');
  await expect(table.getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('');
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/wcpp/login');
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('wcpp.place.')))).toEqual([]);
});
