import type { Page } from '@playwright/test';
import { passkeySignInTexts, recoveryCodeTexts, secondStepTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, stepUpTexts } from '@wcpp/contract';
import { urlsOf } from './api';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';

/*
 * Passkeys (issue 46, decision 088) in the browser, on Chromium's virtual authenticator (the DevTools
 * protocol's WebAuthn domain): a platform authenticator that verifies its user and holds discoverable
 * passkeys. The account changed here and nowhere else: tmorgan01 (e2e/sign-in-security.spec.ts has
 * lhart01), who adds a passkey, signs in with it alone and as the second step, renames and removes it.
 */

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

const USER = 'tmorgan01';

/** A virtual authenticator for the page, as a laptop's fingerprint reader would be: it answers at once, the person verified. */
async function addAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function passwordStep(page: Page) {
  await page.goto('/wcpp/login');
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/wcpp/login**');
}

async function bothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await shot(page, `${name}-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a provider user adds a passkey on the profile, signs in with it and no user name, is asked it as the second step, renames it and removes it after a step-up by passkey', async ({ page }) => {
  test.setTimeout(120_000);
  const { cdp, authenticatorId } = await addAuthenticator(page);

  await test.step('adds a passkey named "Front desk laptop", with the keyboard alone', async () => {
    await passwordStep(page);
    await page.waitForURL('**/wcpp/home');
    await page.goto('/wcpp/UserProfile');
    const section = page.getByRole('region', { name: securityTexts.title });
    await expect(section).toContainText(securityTexts.passkeysNone);
    await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(securityTexts.passkeysTitle);
    await section.getByRole('button', { name: securityTexts.passkeyAdd }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: securityTexts.passkeyAddTitle });
    const name = dialog.getByLabel(securityTexts.passkeyNameLabel);
    await expect(name).toBeFocused();
    await expect(name).toHaveValue(securityTexts.passkeyDefaultName);
    await expect(dialog).toContainText(securityTexts.passkeyNameHint);
    await bothWidths(page, 'passkey-add');
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Front desk laptop');
    await page.keyboard.press('Enter');

    // The account's first factor comes with its recovery codes (step-up is not asked: the sign-in is fresh).
    const codes = page.getByRole('alertdialog', { name: recoveryCodeTexts.title });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await codes.getByRole('button', { name: recoveryCodeTexts.saved }).click();
    await expect(section.getByRole('status')).toHaveText(securityTexts.passkeyAdded('Front desk laptop'));
    const list = section.getByRole('list', { name: securityTexts.passkeysTitle });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Front desk laptop');
    await expect(list).toContainText(/Added on \d{1,2}\/\d{1,2}\/\d{4}, not used yet\./);
    // The virtual authenticator is bound to this browser: no backup, so not synced.
    await expect(list.getByText(securityTexts.passkeySynced, { exact: true })).toHaveCount(0);
    await expect(section).not.toContainText(securityTexts.passkeysNone);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);
    await bothWidths(page, 'passkeys-section');
  });

  await test.step('signs in with "SIGN IN WITH A PASSKEY", no user name typed', async () => {
    await signOut(page);
    await expect(page.getByLabel('Username')).toHaveValue('');
    await page.getByRole('button', { name: passkeySignInTexts.button }).click();
    await page.waitForURL('**/wcpp/home');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  await test.step('renames it', async () => {
    await page.goto('/wcpp/UserProfile');
    const section = page.getByRole('region', { name: securityTexts.title });
    const list = section.getByRole('list', { name: securityTexts.passkeysTitle });
    await expect(list).toContainText(/last used on \d{1,2}\/\d{1,2}\/\d{4}\./);
    await list.getByRole('button', { name: securityTexts.passkeyRename }).click();
    const dialog = page.getByRole('dialog', { name: securityTexts.passkeyRenameTitle });
    await expect(dialog.getByLabel(securityTexts.passkeyNameLabel)).toHaveValue('Front desk laptop');
    await dialog.getByLabel(securityTexts.passkeyNameLabel).fill('Reception laptop');
    await dialog.getByRole('button', { name: securityTexts.passkeySave }).click();
    await expect(dialog).toHaveCount(0);
    await expect(list).toContainText('Reception laptop');
    await expect(list).not.toContainText('Front desk laptop');
  });

  await test.step('the second step offers the passkey first, with the keyboard alone, and it finishes the sign-in', async () => {
    await signOut(page);
    await passwordStep(page);
    const use = page.getByRole('button', { name: secondStepTexts.usePasskey });
    await expect(use).toBeFocused();
    await expect(page.getByText(secondStepTexts.passkeyIntro)).toBeVisible();
    await expect(page.getByLabel(secondStepTexts.code)).toHaveCount(0);
    // The account's other way: its recovery codes.
    await expect(page.getByRole('button', { name: secondStepTexts.useCode })).toBeVisible();
    await bothWidths(page, 'second-step-passkey');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/wcpp/home');
  });

  await test.step('removes it after a step-up by passkey', async () => {
    await page.goto('/wcpp/UserProfile');
    const section = page.getByRole('region', { name: securityTexts.title });
    // The proof is fresh: the first answer fakes one older than 5 minutes, as e2e/sign-in-security.spec.ts does.
    let refused = false;
    await page.route(urlsOf(signInSecurityCalls.passkeyRemove), async (route) => {
      if (refused) return route.fallback();
      refused = true;
      await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'STEP_UP_REQUIRED', message: signInSecurityMessages.STEP_UP_REQUIRED }) });
    });
    await section.getByRole('button', { name: securityTexts.passkeyRemove }).click();
    const confirm = page.getByRole('dialog', { name: securityTexts.passkeyRemoveConfirm('Reception laptop') });
    await confirm.getByRole('button', { name: securityTexts.passkeyRemove }).click();
    const stepUp = page.getByRole('dialog', { name: stepUpTexts.title });
    const use = stepUp.getByRole('button', { name: stepUpTexts.usePasskey });
    await expect(use).toBeFocused();
    await expect(stepUp.getByRole('button', { name: stepUpTexts.useCode })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'step-up-passkey');
    await use.click();
    await expect(stepUp).toHaveCount(0);
    await expect(section).toContainText(securityTexts.passkeysNone);
    await expect(section.getByRole('status')).toHaveText(securityTexts.done);
  });
});
