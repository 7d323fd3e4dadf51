import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { authCalls, secondStepTexts, signInSecurityCalls, type AuthenticateResponse, type SignInAnswer } from '@wcpp/contract';
import { callApi } from './api';
import { demoCode, hasDemoApp } from './second-factor';

export const DEMO_PASSWORD = 'Portal#2026';

/**
 * Signs in through the login form as a person would and waits for the home page. For the stories
 * about signing in (the form, a new or changed password, a registration completed); every other
 * story uses signIn.
 */
export async function signInWithForm(page: Page, username: string, password = DEMO_PASSWORD) {
  await page.goto('/wcpp/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  // A demo account with an authenticator app answers the second step with a code of it (e2e/second-factor.ts).
  if (hasDemoApp(username)) {
    const code = page.getByLabel(secondStepTexts.code);
    await code.fill(await demoCode(username));
    await page.getByRole('button', { name: secondStepTexts.verify }).click();
  }
  await page.waitForURL('**/wcpp/home');
}

/**
 * Signs in through the sign-in call, authenticate (a session of the test's own, as the form would open) and
 * opens `at` signed in, /wcpp/home unless told: the login page and the home page a story does not
 * look at are not loaded. The session is left where the web app keeps it (seedSession).
 */
export async function signIn(page: Page, username: string, at = '/wcpp/home') {
  const res = await callApi(page.request, authCalls.authenticate, { body: { username, password: DEMO_PASSWORD } });
  expect(res.status(), `sign-in of ${username}: ${await res.text()}`).toBe(200);
  let answer = (await res.json()) as SignInAnswer;
  if (answer.secondStep) {
    const second = await callApi(page.request, signInSecurityCalls.secondStep, { body: { ticket: answer.secondStep.ticket, method: 'totp', code: await demoCode(username) } });
    expect(second.status(), `second step of ${username}: ${await second.text()}`).toBe(200);
    answer = (await second.json()) as SignInAnswer;
  }
  await seedSession(page, answer as AuthenticateResponse);
  await page.goto(at);
}

/**
 * Where the web app keeps a session after sign-in (apps/web/src/lib/session.ts, sessionStore.signIn):
 * the token and user name in the tab's session storage and the token in the `authorization` cookie.
 * The one place the browser tests write it: if the web moves its token, only this changes. Session
 * storage belongs to the tab and the origin, so it is written from a small page of the portal's origin.
 */
async function seedSession(page: Page, auth: AuthenticateResponse) {
  await page.goto('/healthz');
  await page.evaluate((a) => {
    sessionStorage.setItem('wcpp.token', a.token);
    sessionStorage.setItem('wcpp.userName', a.username);
    if (a.mirror) sessionStorage.setItem('wcpp.mirror', JSON.stringify(a.mirror));
    document.cookie = `authorization=${encodeURIComponent(a.token)}; Secure; SameSite=Strict; path=/`;
  }, auth);
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
  // WCAG 2.2's target size (2.5.8: 24 by 24 px, or spaced as far) is off in axe unless enabled, like 2.5.3.
  // Legacy mode runs axe in the page and its frames, which are all the portal's own origin, without the
  // blank page the default mode opens per scan to merge the frames' results: the same rules and findings,
  // at about half of a scan's time in a busy run (docs/decisions/056).
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
    .setLegacyMode(true)
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Ticks Bill Search's TIN checkboxes a story searches with. The selection starts with the person's last
 * search's TINs (decision 060), and stories share the database and run side by side: one that searched
 * with fewer TINs must not decide another's.
 */
export async function tickTins(page: Page, tins: readonly string[]) {
  // The number, then the TIN's nickname if it has one (decision 063).
  for (const tin of tins) await page.getByRole('checkbox', { name: new RegExp(`^${tin}( \\(.+\\))?$`) }).check();
}

/**
 * Moves through the page with Tab, `stops` times, and fails when the focused element is not in view or
 * is covered by something else there (WCAG 2.2 2.4.11 Focus Not Obscured): the middle of what has the
 * focus must be that element, one inside it, or the label it is named by.
 */
export async function tabWithFocusInView(page: Page, stops: number) {
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press('Tab');
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
      if (r.width === 0 || r.height === 0) return null; // a skip link resting off screen is not a stop a person sees
      const x = Math.min(Math.max(r.left + r.width / 2, 0), window.innerWidth - 1);
      const y = Math.min(Math.max(r.top + r.height / 2, 0), window.innerHeight - 1);
      if (r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth) return `${name} is out of view`;
      const top = document.elementFromPoint(x, y);
      const labelled = top instanceof HTMLLabelElement && top.control === el;
      return top && (el.contains(top) || top.contains(el) || labelled) ? null : `${name} is covered by ${top?.tagName.toLowerCase()}.${top?.className}`;
    });
    expect(problem, `Tab stop ${i + 1}`).toBeNull();
  }
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
