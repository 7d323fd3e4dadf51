import { readFileSync } from 'node:fs';
import { alertTexts, billSearchTexts, carcPlainTexts, paymentMessages, paymentTexts } from '@wcpp/contract';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, tabWithFocusInView, test } from './fixtures';

/*
 * Payments (issue 28). seed/therapy-course.ts: claim WC10099001-4, twelve paid visits from 11/2/2026 at
 * 751234501 and 751234502 (provuser1's), paid by the monthly payer's check of 11/27/2026
 * (seed/payments.ts), which also pays bills of group 1001's other TINs; billing01's group has none of them.
 */
const CLAIM = 'WC10099001-4';

/** Presses Tab until `target` has the focus (at most `limit` times), each stop in view. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await tabWithFocusInView(page, 1);
  }
  await expect(target).toBeFocused();
}

test.describe('payments', () => {
  test("a check number from the menu to its bills, their adjustments in words and its 835, with the keyboard alone", async ({ page }, testInfo) => {
    // Many steps, at two widths, with the keyboard alone.
    test.slow();
    // The check that paid the first visit, as the claim page's payment dialog names it.
    await signIn(page, 'provuser1', `/wcpp/claims/${CLAIM}`);
    await page.getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') }).click();
    const dialog = page.getByRole('dialog', { name: billSearchTexts.paymentTitle });
    const number = (await dialog.locator('dt', { hasText: billSearchTexts.checkNumber }).locator('xpath=following-sibling::dd[1]').textContent())!.trim();
    await page.keyboard.press('Escape');

    const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payments' });
    await tabTo(page, item);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: paymentTexts.title })).toBeVisible();
    const table = page.getByRole('table', { name: paymentTexts.results });
    await expect(table).toBeVisible();
    await expect(page.getByText(/^Paid .* to .* · \d+ payments?$/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payments-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payments-390.png'), fullPage: true });
    // A row's details button names the payment, not the link's action.
    await expect(table.getByRole('button', { name: /^Show details of payment \S+$/ }).first()).toBeVisible();
    await expect(table.getByRole('button', { name: /Show details of Open/ })).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });

    const field = page.getByRole('textbox', { name: paymentTexts.checkNumber, exact: true });
    await tabTo(page, field);
    await page.keyboard.type(number);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`checkNumber=${number}`));
    await expect(page.getByText(/^1 payment$/)).toBeVisible();
    const first = table.getByRole('link', { name: `Open payment ${number}` });
    await tabTo(page, first);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^(Check|EFT) ${number}$`) })).toBeVisible();
    await expect(page.getByText(paymentMessages.notFound)).toHaveCount(0);
    const claim = page.getByRole('link', { name: new RegExp(`^Claim ${CLAIM} · Denise Okafor$`) });
    await expect(claim).toBeVisible();
    const lines = page.getByRole('table', { name: /^Bill 7100000000\d+ · TIN 75123450[12]/ }).first();
    // Each bill's number opens its EOR, as on the claim page (decision 082).
    await expect(page.getByRole('button', { name: /^Open the EOR of bill 7100000000\d+$/ }).first()).toBeVisible();
    // Plain words first; the codes' full text on demand, opened from the keyboard (decision 082).
    const adjustment = lines.getByRole('listitem').first();
    await expect(adjustment.locator('strong')).toHaveText(new RegExp(`^(${Object.values(carcPlainTexts).join('|')})$`));
    const codes = adjustment.locator('summary');
    await expect(codes).toHaveText(/^CO-\w+/);
    const full = adjustment.locator('details');
    await expect(full).not.toHaveAttribute('open');
    await tabTo(page, codes);
    await page.keyboard.press('Enter');
    await expect(full).toHaveAttribute('open');
    await expect(full).toContainText('Contractual obligation.');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payment-1280.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/shots-screens/payment-1280.png', fullPage: true });

    // The 835, from the keyboard: a file of X12 segments naming this check.
    const button = page.getByRole('button', { name: paymentTexts.download835 });
    await tabTo(page, button);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`payment-${number}.835`);
    const edi = readFileSync((await download.path())!, 'utf8');
    expect(edi.startsWith('ISA*')).toBe(true);
    expect(edi).toContain(`TRN*1*${number}*`);
    expect(edi).toContain(`*WC*${CLAIM}*`);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(claim).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('payment-390.png'), fullPage: true });
    await page.screenshot({ path: '/tmp/shots-screens/payment-390.png', fullPage: true });

    await claim.click();
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
  });

  test("the claim page's payment dialog opens the payment; another group's user is told it is not found", async ({ page, browser }) => {
    await signIn(page, 'provuser1', `/wcpp/claims/${CLAIM}`);
    await page.getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') }).click();
    const dialog = page.getByRole('dialog', { name: billSearchTexts.paymentTitle });
    await dialog.getByRole('link', { name: paymentTexts.openPaymentFromBill }).click();
    await expect(page).toHaveURL(/\/wcpp\/payments\/\d+$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(`^Claim ${CLAIM}`) })).toBeVisible();
    const address = page.url();

    const other = await (await browser.newContext()).newPage();
    await signIn(other, 'billing01', new URL(address).pathname);
    await expect(other.getByText(paymentMessages.notFound)).toBeVisible();
    await expect(other.getByRole('table')).toHaveCount(0);
    await other.context().close();
  });
});

test("a date error clears the previous search's payments, from the screen and the address, with the keyboard alone", async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/payments');
  const table = page.getByRole('table', { name: paymentTexts.results });
  await expect(table).toBeVisible();
  await page.getByRole('textbox', { name: paymentTexts.payer, exact: true }).focus();
  await page.keyboard.type('Lone');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/payer=Lone/);
  await expect(table).toBeVisible();

  await page.getByRole('textbox', { name: new RegExp(paymentTexts.from) }).focus();
  await page.keyboard.type('11/20/2026');
  await page.getByRole('textbox', { name: new RegExp(paymentTexts.to) }).focus();
  await page.keyboard.type('11/10/2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText(paymentMessages.toBeforeFrom).first()).toBeVisible();
  await expect(table).toHaveCount(0);
  await expect(page.getByText(/^Paid .* · \d+ payments?$/)).toHaveCount(0);
  await expect(page).toHaveURL(/\/wcpp\/payments$/);
  await expect(page.getByRole('textbox', { name: paymentTexts.payer, exact: true })).toHaveValue('Lone');
  await expectAccessible(page);
});

test("a check of more bills than a page: the range, then the pager with the keyboard alone, at 1280 and 390 px", async ({ page }, testInfo) => {
  // The check that paid the therapy course is the monthly payer's of 11/27/2026 (seed/payments.ts): it
  // pays 34 bills of group 1001's six TINs, all of which provadmin1 holds, so it shows two pages of 25.
  const BILLS = 34;
  await signIn(page, 'provadmin1', `/wcpp/claims/${CLAIM}`);
  await page.getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') }).click();
  await page.getByRole('dialog', { name: billSearchTexts.paymentTitle }).getByRole('link', { name: paymentTexts.openPaymentFromBill }).click();
  await expect(page.getByText(paymentTexts.billsShown(1, 25, BILLS))).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('payment-paged-1280.png'), fullPage: true });
  const next = page.getByRole('button', { name: 'Go to next page' });
  // Past the 25 bills' EOR buttons and codes: many stops.
  await tabTo(page, next, 400);
  await page.keyboard.press('Enter');
  await expect(page.getByText(paymentTexts.billsShown(26, BILLS, BILLS))).toBeVisible();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(page.getByText(paymentTexts.billsShown(1, 25, BILLS))).toHaveCount(0);
  await expect(next).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(next).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('payment-paged-390.png'), fullPage: true });
  // Back returns to the first page.
  await page.goBack();
  await expect(page.getByText(paymentTexts.billsShown(1, 25, BILLS))).toBeVisible();
});

test('payment and EOR alerts are chosen on the profile with the keyboard, and kept', async ({ page }, testInfo) => {
  await signIn(page, 'provuser1', '/wcpp/UserProfile');
  const alerts = page.getByRole('form', { name: alertTexts.section });
  const email = alerts.getByRole('group', { name: alertTexts.kinds.payment }).getByRole('checkbox', { name: alertTexts.email });
  await expect(email).toBeVisible();
  await tabTo(page, email);
  if (!(await email.isChecked())) await page.keyboard.press('Space');
  await expect(email).toBeChecked();
  const save = alerts.getByRole('button', { name: alertTexts.save });
  await tabTo(page, save);
  await page.keyboard.press('Enter');
  await expect(alerts.getByText(alertTexts.saved)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('alerts-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('alerts-390.png'), fullPage: true });
  await page.reload();
  await expect(page.getByRole('form', { name: alertTexts.section }).getByRole('group', { name: alertTexts.kinds.payment }).getByRole('checkbox', { name: alertTexts.email })).toBeChecked();
});

test('the search pages at 25 payments, and at 50 when chosen with the keyboard alone, the size kept in the address', async ({ page }, testInfo) => {
  // provadmin1's group (six TINs) has more than 25 checks in this year of the demo's payments.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await signIn(page, 'provadmin1', `/wcpp/payments?from=${day(-300)}&to=${day(60)}`);
  const pager = page.getByText(/^1-25 of \d+$/);
  await expect(pager).toBeVisible();
  const total = Number((await pager.textContent())!.split(' of ')[1]);
  expect(total).toBeGreaterThan(25);
  const table = page.getByRole('table', { name: paymentTexts.results });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  const size = page.getByRole('combobox', { name: 'Rows per page:' });
  await tabTo(page, size, 200);
  await page.keyboard.press('ArrowDown');
  await expect(page).toHaveURL(/[?&]pageSize=50(&|$)/);
  await expect(page.getByText(`1-${Math.min(50, total)} of ${total}`)).toBeVisible();
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(50, total));
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('payments-50-1280.png'), fullPage: true });
  // A reload keeps the size.
  await page.reload();
  await expect(page.getByText(`1-${Math.min(50, total)} of ${total}`)).toBeVisible();
  // On a phone the pager and its sizes stay in reach, without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(size).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('payments-50-390.png'), fullPage: true });
});

test('a payment seen in part shows the user’s part, not the whole check nor its adjustment, at 1280 and 390 px', async ({ page }, testInfo) => {
  // jwalker01 holds two of group 1001's six TINs, not its payee 751234501: most checks to the group also
  // pay bills of the others, and their whole amount is the payee's (decision 080).
  await signIn(page, 'jwalker01', '/wcpp/payments');
  const table = page.getByRole('table', { name: paymentTexts.results });
  const part = table.getByRole('row').filter({ hasText: paymentTexts.partialMark }).first();
  await expect(part).toContainText(paymentTexts.totalNotShownShort);
  await part.getByRole('link').first().click();
  await expect(page.getByText(paymentTexts.partial)).toBeVisible();
  await expect(page.getByText(paymentTexts.totalNotShown)).toBeVisible();
  await expect(page.getByText(paymentTexts.providerAdjustment)).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('payment-partial-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByText(paymentTexts.totalNotShown)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('payment-partial-390.png'), fullPage: true });
});
