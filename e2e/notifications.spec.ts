import { notificationCalls, notificationMessages, notificationTexts as texts, recipientSearchMessages, recipientTexts } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { answerTo } from './api';
import { expect, expectAccessible, field, signIn, test } from './fixtures';

/*
 * Notifications and Manage Notification Recipients (part 1 §2, §4, §5, §8; docs/decisions/043).
 * Changes: notifications of its own names, sent to bayview01 only (no other browser test reads that
 * account's bell).
 */

/** Today in the run's time zone, where it is about noon (playwright.config.ts): 08:00 has passed. Typed as a person does, M/D/YYYY. */
const today = () => {
  const d = new Date();
  return `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`;
};
const row = (page: Page, name: string) =>
  page.getByRole('table', { name: texts.table }).getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
/** A name of this run's own: a retry (or a repeat) does not find the first one's notification. */
const named = (base: string) => {
  const again = test.info().retry + test.info().repeatEachIndex;
  return again ? `${base} (${again + 1})` : base;
};
const confirm = async (page: Page) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: texts.continue }).click();
  await expect(dialog).toHaveCount(0);
};

test('create → choose the recipient → schedule → the scheduler delivers → the recipient’s bell → view → un-publish → gone → SEND NOW', async ({ page, browser }) => {
  // The longest story of the suite: two browsers, the scheduler's sweep and the bell's polls.
  test.setTimeout(120_000);
  const name = named('Network directory update');
  // The recipient has the portal open before anything is sent: the bell changes without a reload.
  const recipient = await (await browser.newContext()).newPage();
  // Counted from what the server has (a retry finds the first try's copy).
  const listed = recipient.waitForResponse(answerTo(notificationCalls.userNotifications));
  await signIn(recipient, 'bayview01');
  const before = ((await (await listed).json()) as { notification_user_dwnld: string }[]).filter((n) => n.notification_user_dwnld !== 'Y').length;
  await expect(recipient.getByRole('button', { name: `Notifications, ${before} unviewed` })).toBeVisible();

  await signIn(page, 'sysadmin1');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page.getByRole('heading', { name: texts.title, level: 1 })).toBeVisible();
  await expect(field(page, texts.name)).toHaveValue('Provider Portal Notification');
  await field(page, texts.name).fill('');
  await page.getByRole('button', { name: texts.create }).click();
  await expect(page.getByText(notificationMessages.nameRequired)).toBeVisible();
  await expectAccessible(page);

  await field(page, texts.name).fill(name);
  await field(page, texts.campaign).fill('DIRECTORY27');
  await field(page, texts.requestedBy).fill('Network Relations');
  await field(page, texts.link).fill('/content/notices/holiday-schedule');
  await field(page, texts.sendDate).pressSequentially(today());

  // Recipients: the search's rules, then the user chosen into the list.
  await page.getByRole('button', { name: texts.manageRecipients }).click();
  await expect(page.getByRole('heading', { name: recipientTexts.title })).toBeVisible();
  await page.getByRole('button', { name: recipientTexts.searchButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: recipientSearchMessages.enterOne })).toBeVisible();
  await field(page, recipientTexts.usernames).fill('ba');
  await expect(field(page, recipientTexts.email)).toBeDisabled();
  await page.getByRole('button', { name: recipientTexts.searchButton }).click();
  await expect(page.getByRole('alert').filter({ hasText: recipientSearchMessages.usernamesMin })).toBeVisible();
  await field(page, recipientTexts.usernames).fill('');
  await field(page, recipientTexts.email).fill('*bayview01@');
  await page.getByRole('button', { name: recipientTexts.searchButton }).click();
  const results = page.getByRole('table', { name: recipientTexts.results });
  await expect(results.getByRole('row').filter({ hasText: 'bayview01' })).toBeVisible();
  await results.getByRole('checkbox', { name: /\(bayview01\)$/ }).check();
  await page.getByRole('button', { name: recipientTexts.add }).click();
  await expect(page.getByRole('table', { name: recipientTexts.chosen }).getByRole('row').filter({ hasText: 'bayview01' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: recipientTexts.done }).click();

  // Back on the form, which kept what was typed: saved as SCHEDULED (the server's status) for
  // today at 08:00, a time already past, so the scheduler sends it at its next sweep.
  await expect(field(page, texts.name)).toHaveValue(name);
  await expect(page.getByText(`${texts.recipients}: 1`)).toBeVisible();
  const saved = page.waitForResponse(answerTo(notificationCalls.createNotification));
  await page.getByRole('button', { name: texts.create }).click();
  expect(((await (await saved).json()) as { status: string }).status).toBe('SCHEDULED');
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.created })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(row(page, name)).toContainText('SENT', { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await expect(row(page, name).getByRole('button', { name: `UN-PUBLISH ${name}` })).toBeVisible();

  // The recipient's bell shows it without a reload; opening it opens the link in a new tab and marks it viewed.
  await expect(recipient.getByRole('button', { name: `Notifications, ${before + 1} unviewed` })).toBeVisible();
  await recipient.getByRole('button', { name: `Notifications, ${before + 1} unviewed` }).click();
  const opened = recipient.context().waitForEvent('page');
  await recipient.getByRole('menuitem').filter({ hasText: name }).click();
  expect((await opened).url()).toContain('/content/notices/holiday-schedule');
  await expect(recipient.getByRole('button', { name: `Notifications, ${before} unviewed` })).toBeVisible();

  // The link's tab took the front; the recipient goes back to the portal's.
  await (await opened).close();
  await recipient.bringToFront();

  // UN-PUBLISH recalls it: READY again, and gone from the recipient's bell.
  await row(page, name).getByRole('button', { name: `UN-PUBLISH ${name}` }).click();
  await confirm(page);
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.unpublished })).toBeVisible();
  await expect(row(page, name)).toContainText('READY');
  await recipient.getByRole('button', { name: /^Notifications, \d+ unviewed$/ }).click();
  await expect(recipient.getByRole('menu')).toBeVisible();
  await expect(recipient.getByRole('menuitem').filter({ hasText: name })).toHaveCount(0, { timeout: 10_000 });
  // The focused item went with the recall; in a window without the focus (this second browser), the
  // menu's focus trap leaves it on the page, so Escape is pressed on the menu itself.
  await recipient.getByRole('menu').press('Escape');
  await expect(recipient.getByRole('menu')).toHaveCount(0);

  // SEND NOW, confirmed, sends the READY one again: back in the bell, unviewed.
  await row(page, name).getByRole('button', { name: `SEND NOW ${name}` }).click();
  await expect(page.getByRole('dialog')).toContainText(texts.confirm.SEND(name, 1));
  await expectAccessible(page);
  await confirm(page);
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.sending })).toBeVisible();
  await expect(recipient.getByRole('button', { name: `Notifications, ${before + 1} unviewed` })).toBeVisible();
  await recipient.context().close();
});

test('a notification written and deleted with the keyboard alone', async ({ page }) => {
  const name = named('Keyboard draft notice');
  await signIn(page, 'sysadmin1', '/wcpp/Notifications');
  const nameField = field(page, texts.name);
  await nameField.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await expect(field(page, texts.campaign)).toBeFocused();
  await page.keyboard.type('KEYS');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.created })).toBeVisible();
  await expect(row(page, name)).toContainText('DRAFT');

  const remove = row(page, name).getByRole('button', { name: `DELETE ${name}` });
  await remove.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  const go = dialog.getByRole('button', { name: texts.continue });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 3 && !(await go.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(go).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: notificationMessages.deleted })).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);
});
