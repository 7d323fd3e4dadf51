import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

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
  const results = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

export const test = base;
export { expect };
