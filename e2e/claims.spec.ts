import { billSearchTexts, claimMessages, claimTexts, documentBundleTexts, tableTexts } from '@wcpp/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, tabWithFocusInView, test, tickTins } from './fixtures';

/*
 * The claim page (issue 27 §1). seed/therapy-course.ts: claim WC10099001-4 of Denise Okafor (born
 * 4/16/1979, injured 10/20/2026), twelve paid visits from 11/2/2026 at 751234501 and 751234502, both
 * provuser1's; billing01's group has none of them.
 */
const CLAIM = 'WC10099001-4';

/** Presses Tab until `target` has the focus (at most `limit` times), each stop in view. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await tabWithFocusInView(page, 1);
  }
  await expect(target).toBeFocused();
}

test.describe('the claim page', () => {
  test('from a Claim Search result to every bill of the claim, its totals and a payment, with the keyboard alone', async ({ page }, testInfo) => {
    await signIn(page, 'provuser1', '/wcpp/ClaimSearch');
    await page.getByRole('textbox', { name: 'Claimant First Name' }).fill('Denise');
    await page.getByRole('textbox', { name: 'Claimant Last Name' }).fill('Okafor');
    await page.getByRole('textbox', { name: /Claimant Date of Birth/ }).fill('04/16/1979');
    await page.getByRole('textbox', { name: /Claimant Date of Injury/ }).fill('10/20/2026');
    await page.keyboard.press('Enter');
    const link = page.getByRole('link', { name: `Open claim ${CLAIM}` });
    await expect(link).toBeVisible();
    await tabTo(page, link);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/wcpp/claims/${CLAIM}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await expect(page.getByText('Denise Okafor')).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('12 bills · Dates of service 11/2/2026 to 11/14/2026');
    await expect(page.getByRole('region', { name: 'Bills by month of service' }).getByRole('listitem')).toHaveAttribute('aria-label', '11/2026: 12 bills');
    const table = page.getByRole('table', { name: 'Bills on this claim' });
    const rows = table.locator('tbody tr').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(12);
    // Both TINs, one table: no TIN to choose first, no five-TIN cap.
    await expect(rows.filter({ hasText: '751234501' })).not.toHaveCount(0);
    await expect(rows.filter({ hasText: '751234502' })).not.toHaveCount(0);
    await expect(rows.first()).toContainText('Paid');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('claim-1280.png'), fullPage: true });

    // The payment of the first visit, opened and closed with the keyboard.
    const view = page.getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') });
    await tabTo(page, view);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: billSearchTexts.paymentTitle });
    await expect(dialog).toContainText(billSearchTexts.checkNumber);
    await expect(dialog).toContainText('$');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('claim-390.png'), fullPage: true });
  });

  test('a claim with a denied bill: the Allowed total says what it leaves out, the months show their gaps, the second source is marked, rows are one line', async ({ page }) => {
    // seed/demo-claims.ts claimHistory: nine bills from 3/2025 to 11/2026, one denied, two of the second source; provadmin1 sees all nine.
    await signIn(page, 'provadmin1', '/wcpp/claims/WC10077003-2');
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText(`${claimTexts.allowedWithoutDenied}$4,316.07`);
    await expect(totals).toContainText(claimTexts.deniedLeftOut(1, '$424.14', '$4,740.21'));
    const months = page.getByRole('region', { name: 'Bills by month of service' }).getByRole('listitem');
    await expect(months.first()).toHaveAttribute('aria-label', '3/2025: 2 bills');
    await expect(months.filter({ hasText: claimTexts.noBill })).toHaveCount(3);
    await expect(page.getByRole('region', { name: 'Bills by month of service' })).not.toContainText('2025-');
    expect(await months.evaluateAll((items) => items.map((li) => li.getAttribute('aria-label')))).toContain(claimTexts.timelineGap('10/2025', '12/2025'));
    const table = page.getByRole('table', { name: 'Bills on this claim' });
    const rows = table.locator('tbody tr').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(9);
    await expect(rows.filter({ hasText: claimTexts.secondSource })).toHaveCount(2);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots-screens/claim-1280.png', fullPage: true });

    for (const width of [1280, 600]) {
      await page.setViewportSize({ width, height: 844 });
      // The row's checkbox and its details button sit side by side: the row is one line, not two (on a
      // phone they stack, decision 082).
      const row = rows.first();
      const box = (await row.getByRole('checkbox', { name: new RegExp(`^${documentBundleTexts.selectRow('bill')}`) }).boundingBox())!;
      const button = (await row.getByRole('button', { name: new RegExp(`^${tableTexts.showDetails('bill')}`) }).boundingBox())!;
      expect(Math.abs(box.y + box.height / 2 - (button.y + button.height / 2))).toBeLessThan(8);
      expect(button.x).toBeGreaterThan(box.x + box.width);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/shots-screens/claim-390.png', fullPage: true });
  });

  test('a denied bill shows the payment that remitted it, and its link opens that payment, with the keyboard alone (decision 083)', async ({ page }) => {
    // seed/demo-claims.ts claimHistory: bill 72000000005 (751234503) is denied, on EFT000000003363 with nothing paid, as bill 72000000004 is paid.
    await signIn(page, 'provadmin1', '/wcpp/claims/WC10077003-2');
    const table = page.getByRole('table', { name: 'Bills on this claim' });
    const row = table.locator('tbody tr').filter({ has: page.getByRole('button', { name: billSearchTexts.billRefLabel('72000000005') }) });
    const link = row.getByRole('link', { name: claimTexts.deniedOnLabel('EFT000000003363', '72000000005') });
    await expect(link).toHaveText(claimTexts.deniedOn('EFT000000003363'));
    await expect(row).toContainText('$0.00');
    await expect(row).not.toContainText(billSearchTexts.notAvailable);
    await tabTo(page, link, 120);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'EFT EFT000000003363' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Bill 72000000005 · TIN 751234503/ })).toBeVisible();
  });

  test("Bill Search's claim number opens the claim; another group's user is told it is not found", async ({ page, browser }) => {
    await signIn(page, 'provuser1', '/wcpp/billSearch');
    await tickTins(page, ['751234501', '751234502']);
    await page.getByRole('textbox', { name: 'Claim Number' }).fill(CLAIM.toLowerCase());
    await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/08/2026');
    await page.getByRole('button', { name: billSearchTexts.search, exact: true }).click();
    await expect(page.getByText('12 bills found')).toBeVisible();
    await page.getByRole('link', { name: `Open claim ${CLAIM}` }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Totals' })).toContainText('12 bills');

    const other = await browser.newPage();
    await signIn(other, 'billing01', `/wcpp/claims/${CLAIM}`);
    await expect(other.getByText(claimMessages.notFound)).toBeVisible();
    await expect(other.getByRole('table')).toHaveCount(0);
    await expect(other.getByText('Okafor')).toHaveCount(0);
    await other.close();
  });
});

test("Bill Search starts with the TINs of the person's last search, in a new tab: the selection is kept on the server (issue 27 §2)", async ({ page, context }) => {
  // provadmin1 has six TINs: with more than five, none starts ticked (docs/decisions/017) until a search is made.
  await signIn(page, 'provadmin1', '/wcpp/billSearch');
  // A TIN's checkbox reads its number, then its nickname if another story gave it one (decision 063).
  const tin = (p: Page, name: string) => p.getByRole('checkbox', { name: new RegExp(`^${name}( \\(.+\\))?$`) });
  await expect(tin(page, '751234506')).toBeVisible();
  for (const name of ['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']) await expect(tin(page, name)).not.toBeChecked();
  await tin(page, '751234503').check();
  await tin(page, '751234501').check();
  await page.getByRole('textbox', { name: 'Claim Number' }).fill('WC10094720-5');
  await page.getByRole('textbox', { name: /Approximate Date of Service/ }).fill('11/01/2026');
  await page.getByRole('button', { name: billSearchTexts.search, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /bills? found/ })).toBeVisible();

  // A new tab keeps no place of the first, but starts with that selection.
  const second = await context.newPage();
  await second.goto('/wcpp/billSearch');
  await expect(tin(second, '751234506')).toBeVisible();
  await expect(tin(second, '751234501')).toBeChecked();
  await expect(tin(second, '751234503')).toBeChecked();
  for (const name of ['751234502', '751234504', '751234505', '751234506']) await expect(tin(second, name)).not.toBeChecked();
  await expect(second.getByRole('textbox', { name: 'Claim Number' })).toHaveValue('');
  await second.close();
});
