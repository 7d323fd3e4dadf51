import { emailChangeMessages, emailChangeTexts, profileMessages, profileTexts } from '@wcpp/contract';
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

/*
 * Security finding 9 (docs/decisions/026): a new e-mail address needs the current password and takes
 * effect when the link sent to it is followed. The account is readonly1, whose address no other
 * browser test reads (shell.spec.ts only checks its menu); each run uses a fresh address.
 */

/** Moves the focus with Tab until `target` has it, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The field with this label; a required field's label ends with " *". */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\W*$`));

test('a new e-mail address is confirmed by the link sent to it, using the keyboard alone', async ({ page }) => {
  const newEmail = `raymond-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@newnetwork.example`;
  await signIn(page, 'readonly1');

  await tabTo(page, page.getByRole('link', { name: "Raymond Castillo's Account" }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/wcpp/UserProfile');
  await expect(page.getByRole('heading', { name: profileTexts.title, level: 1 })).toBeVisible();
  const email = field(page, profileTexts.email);
  await expect(email).toHaveValue('readonly1@network.example');
  await expect(field(page, profileTexts.currentPassword)).toHaveCount(0);
  await expectAccessible(page);

  await tabTo(page, email);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(newEmail);
  const password = field(page, profileTexts.currentPassword);
  await expect(password).toBeVisible();
  await expect(page.getByText(profileTexts.currentPasswordHint)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, password);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');

  const status = page.getByRole('status');
  await expect(status).toContainText(profileMessages.success);
  await expect(status).toContainText(emailChangeMessages.linkSent(newEmail));
  // Not changed until the link is followed.
  await expect(email).toHaveValue('readonly1@network.example');
  await expect(password).toHaveCount(0);
  await expectAccessible(page);

  // The old address gets a notice; the new one the link.
  await expect(async () => {
    await page.goto('/mailbox?to=readonly1%40network.example');
    await expect(page.getByRole('article').filter({ hasText: newEmail }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const message = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Confirm your new Provider Portal e-mail address' }) });
  await expect(async () => {
    await page.goto(`/mailbox?to=${encodeURIComponent(newEmail)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const link = message.getByRole('link', { name: /\/wcpp\/confirmEmailChange\?token=/ });
  await tabTo(page, link);
  await page.keyboard.press('Enter');

  await page.waitForURL('**/wcpp/confirmEmailChange?token=*');
  await expect(page.getByRole('heading', { name: emailChangeTexts.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(emailChangeMessages.confirmed(newEmail));
  await expectAccessible(page);

  await tabTo(page, page.getByRole('link', { name: emailChangeTexts.toProfile }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/wcpp/UserProfile');
  await expect(field(page, profileTexts.email)).toHaveValue(newEmail);

  // The link is spent: opening it again says so.
  await page.goBack();
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(/already been used/);
  await expectAccessible(page);
});

// Security finding 14: the affiliation that guards judge is shown, not offered (only read here).
test('a provider sees the own affiliation read-only, with who can change it', async ({ page }) => {
  await signIn(page, 'provuser1', '/wcpp/UserProfile');
  const affiliation = page.getByLabel(profileTexts.affiliation);
  await expect(affiliation).toHaveValue('OFC_STAFF');
  await expect(affiliation).toBeDisabled();
  await expect(affiliation).toHaveAccessibleDescription(profileTexts.affiliationNote);
  await expectAccessible(page);
});
