import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Portal#2026';

/** Signs in through the login form as a person would and waits for the home page. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/wcpp/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/wcpp/home');
}

/**
 * Scans the page with axe and fails on any serious or critical violation. WCAG 2.5.3 (label in name)
 * is checked too: axe's label-content-name-mismatch rule is experimental and off unless enabled, and
 * a button that reads "View" but is named otherwise cannot be clicked by voice (docs/decisions/032).
 */
export async function expectAccessible(page: Page) {
  // A dialog fading in or out has text of partial opacity, which the contrast rule fails: the scan waits
  // for the transitions under way (not the endless ones, a spinner's) to end. A slow machine makes them long.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * The field with this label. The label of a required field ends with " *", and each password field
 * has a "Show …" toggle and the password rules a "Password Requirements" heading, so the label is anchored.
 */
export function field(scope: Page | Locator, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}\\W*$`));
}

/** The newest message with this subject in the outbox of one address, waiting for it to arrive. */
export async function openMail(page: Page, to: string, subject: string): Promise<Locator> {
  const message = page.getByRole('article').filter({ has: page.getByRole('heading', { name: subject }) }).first();
  await expect(async () => {
    await page.goto(`/mailbox?to=${encodeURIComponent(to)}`);
    await expect(message).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return message;
}

export const test = base;
export { expect };
