import { Secret, TOTP } from 'otpauth';
import type { Page } from '@playwright/test';
import { recoveryCodeTexts, secondStepTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, stepUpTexts } from '@wcpp/contract';
import { urlsOf } from './api';
import { DEMO_PASSWORD, expect, expectAccessible, test } from './fixtures';
import { demoCode } from './second-factor';

/*
 * Sign-in security (issue 46) in the browser. Accounts changed here and nowhere else: lhart01 sets up an
 * authenticator app, remembers a browser and removes the app at the end. sysadmin1's demo app is only
 * used (its codes come from e2e/second-factor.ts).
 */

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

async function passwordStep(page: Page, username: string) {
  await page.goto('/wcpp/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Password/).press('Enter');
}

test('an internal administrator signs in with the code of the app, with the keyboard alone; a wrong code is told and cleared', async ({ page }) => {
  // A code may wait for a free time step while the other worker signs sysadmin1 in (e2e/second-factor.ts).
  test.setTimeout(120_000);
  await passwordStep(page, 'sysadmin1');
  const code = page.getByLabel(secondStepTexts.code);
  await expect(code).toBeFocused();
  await expect(page.getByText(secondStepTexts.intro)).toBeVisible();
  // Internal administrators are never offered a remembered browser, and the demo's app came without recovery codes.
  await expect(page.getByLabel(secondStepTexts.remember)).toHaveCount(0);
  await expect(page.getByRole('button', { name: secondStepTexts.useRecovery })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await shot(page, `second-step-${width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
  await code.fill('000000');
  await code.press('Enter');
  await expect(page.getByRole('alert')).toContainText(signInSecurityMessages.INVALID_SECOND_FACTOR);
  await code.fill(await demoCode('sysadmin1'));
  await code.press('Enter');
  await page.waitForURL('**/wcpp/home');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a provider user sets up an app on the profile, saves the recovery codes, is asked the code, remembers the browser, then removes the app', async ({ page }) => {
  await passwordStep(page, 'lhart01');
  await page.waitForURL('**/wcpp/home');
  await page.goto('/wcpp/UserProfile');
  const section = page.getByRole('region', { name: securityTexts.title });
  await expect(section).toContainText(securityTexts.appNone);
  await section.getByRole('button', { name: securityTexts.appSetUp }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: secondStepTexts.enrolTitle });
  await expect(dialog.getByRole('img', { name: secondStepTexts.qrLabel })).toBeVisible();
  const key = (await dialog.locator('code').innerText()).replace(/\s/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await expectAccessible(page);
  await shot(page, 'enrol-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'enrol-390');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 900 });
  const app = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  const now = Date.now();
  await page.keyboard.type(app.generate({ timestamp: now }));
  await page.keyboard.press('Enter');

  const codes = page.getByRole('alertdialog', { name: recoveryCodeTexts.title });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await shot(page, 'recovery-codes');
  const firstCode = await codes.getByRole('listitem').first().innerText();
  await codes.getByRole('button', { name: recoveryCodeTexts.saved }).click();
  await expect(section.getByRole('status').filter({ hasText: securityTexts.done })).toBeVisible();
  await expect(section).toContainText(securityTexts.recoveryLeft(10));
  await expect(section).not.toContainText(securityTexts.appNone);

  const recovery = firstCode;
  // The next sign-in asks for it; a recovery code serves too, and this browser is remembered.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/wcpp/login**');
  await passwordStep(page, 'lhart01');
  await page.getByRole('button', { name: secondStepTexts.useRecovery }).click();
  await expect(page.getByText(secondStepTexts.recoveryIntro)).toBeVisible();
  await expect(page.getByLabel(secondStepTexts.recoveryCode)).toBeFocused();
  await expectAccessible(page);
  await page.getByLabel(secondStepTexts.recoveryCode).fill(recovery);
  await page.getByLabel(secondStepTexts.remember).check();
  await page.getByRole('button', { name: secondStepTexts.verify }).click();
  await page.waitForURL('**/wcpp/home');
  // Signed out (the remembered browser kept), the password alone signs in.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await page.waitForURL('**/wcpp/login**');
  await passwordStep(page, 'lhart01');
  await page.waitForURL('**/wcpp/home');
  await page.goto('/wcpp/UserProfile');
  await expect(section).toContainText(securityTexts.browserThis);

  // Removing the app asks the code again (a proof older than 5 minutes is faked by the first answer).
  let refused = false;
  await page.route(urlsOf(signInSecurityCalls.appRemove), async (route) => {
    if (refused) return route.fallback();
    refused = true;
    await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: 'STEP_UP_REQUIRED', message: signInSecurityMessages.STEP_UP_REQUIRED }) });
  });
  await section.getByRole('button', { name: securityTexts.appRemove }).click();
  await page.getByRole('dialog', { name: securityTexts.appRemoveConfirm }).getByRole('button', { name: securityTexts.appRemove }).click();
  const stepUp = page.getByRole('dialog', { name: stepUpTexts.title });
  await expect(stepUp).toContainText(signInSecurityMessages.STEP_UP_REQUIRED);
  await expectAccessible(page);
  await shot(page, 'step-up');
  await stepUp.getByLabel(secondStepTexts.code).fill(app.generate({ timestamp: now + 30_000 }));
  await stepUp.getByLabel(secondStepTexts.code).press('Enter');
  await expect(section).toContainText(securityTexts.appNone);
  await expect(stepUp).toHaveCount(0);
});
