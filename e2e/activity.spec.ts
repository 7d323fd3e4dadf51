import { readFile } from 'node:fs/promises';
import { activityCalls, activityTexts, authCalls, billSearchTexts, notificationCalls, paymentTexts, userCalls } from '@wcpp/contract';
import type { Page } from '@playwright/test';
import { apiPath, callApi, inPage, type CallInPage } from './api';
import { bothWidths, CLAIM, openClaimAsProvuser1, tabTo } from './activity-steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './fixtures';

/*
 * The Activity (issue 47 §1, §4). provadmin1 is group 1001's Provider Admin; provuser1 a Provider User
 * of the group, who opens claim WC10099001-4 (seed/therapy-course.ts) before the story looks. sysadmin1,
 * an internal administrator, sees every group's rows.
 */

/** More claim views than one page of the Activity holds (50), so SHOW MORE has a page to bring. */
const VIEWS = 55;

test.describe('activity', () => {
  test("a Provider Admin reads the group's activity from the menu, filters it by action kind and claim, shows more and exports it, with the keyboard alone", async ({ page, browser }) => {
    test.slow();
    // provuser1, in a browser of their own: the claim page once, then its call many times. No Activity for them.
    const other = await (await browser.newContext()).newPage();
    await signIn(other, 'provuser1', `/wcpp/claims/${CLAIM}`);
    await expect(other.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Payments' })).toBeVisible();
    await expect(other.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: activityTexts.title })).toHaveCount(0);
    await openClaimAsProvuser1(other, VIEWS);
    // Last, the payment of its first visit: a row naming the payment and its claims, several links in one cell.
    await other.getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') }).click();
    await other.getByRole('dialog', { name: billSearchTexts.paymentTitle }).getByRole('link', { name: paymentTexts.openPaymentFromBill }).click();
    await expect(other).toHaveURL(/\/wcpp\/payments\/\d+$/);
    await expect(other.getByRole('heading', { level: 1, name: /^(Check|EFT) / })).toBeVisible();
    const paymentId = new URL(other.url()).pathname.split('/').pop()!;
    await other.context().close();

    await signIn(page, 'provadmin1');
    const item = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: activityTexts.title });
    await tabTo(page, item);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/wcpp\/activity$/);
    await expect(page.getByRole('heading', { level: 1, name: activityTexts.title })).toBeVisible();
    await expect(page.getByText(activityTexts.introGroup)).toBeVisible();
    const table = page.getByRole('table', { name: activityTexts.results });
    await expect(table).toBeVisible();
    // provuser1's view of the claim, its record a link to the claim page.
    const viewed = table.getByRole('row').filter({ hasText: 'provuser1' }).filter({ hasText: 'Opened a claim' }).first();
    await expect(viewed.getByRole('link', { name: `Claim ${CLAIM}` })).toHaveAttribute('href', `/wcpp/claims/${CLAIM}`);
    const paid = table.getByRole('row').filter({ hasText: 'provuser1' }).filter({ hasText: 'Opened a payment' }).first();
    await expect(paid.getByRole('link', { name: new RegExp(`^Payment ${paymentId}$`) })).toHaveAttribute('href', `/wcpp/payments/${paymentId}`);
    // The time is local, M/D/YYYY h:mm:ss AM.
    await expect(viewed.getByRole('cell').first()).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}:\d{2}\s[AP]M$/);
    await expect(viewed).toContainText(activityTexts.done);
    // The group's own view: no Group column, no group or address filter.
    await expect(table.getByRole('columnheader', { name: /^Group/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: activityTexts.group, exact: true })).toHaveCount(0);
    await bothWidths(page, 'activity', table);

    // By action kind and claim number, from the keyboard: the choice, the number, Enter.
    const kind = page.getByRole('combobox', { name: activityTexts.kind });
    await tabTo(page, page.getByRole('textbox', { name: activityTexts.person, exact: true }));
    await tabTo(page, kind);
    // Any action → Opened a document → Opened a record.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(kind).toHaveValue('view');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    const claimNumber = page.getByRole('textbox', { name: activityTexts.claimNumber, exact: true });
    await expect(claimNumber).toBeFocused();
    await page.keyboard.type(CLAIM);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`claimNumber=${CLAIM}&kind=view`));
    // The address changes before the answer comes: the rows are those of the new search once every action is of its kind.
    const rows = table.locator('tbody tr');
    await expect(async () => {
      const actions = await table.locator('tbody tr td:nth-child(3)').allTextContents();
      expect(actions).toHaveLength(50);
      for (const text of actions) expect(['Opened a claim', "Opened a bill's payment", 'Opened a payment']).toContain(text);
    }).toPass();
    await expect(page.getByText(/^From \d+\/\d+\/\d{4} to \d+\/\d+\/\d{4} · 50 rows shown, more to show\.$/)).toBeVisible();
    await expect(rows.filter({ hasText: 'provuser1' }).first().getByRole('link', { name: `Claim ${CLAIM}` })).toBeVisible();

    // SHOW MORE brings the rows after the last one; the focus goes to the first of them.
    const more = page.getByRole('button', { name: activityTexts.more });
    await tabTo(page, more, 400);
    await page.keyboard.press('Enter');
    await expect(page.getByText(/ rows shown/)).not.toHaveText(/^.* 50 rows shown/);
    const shown = Number((await page.getByText(/ rows shown/).textContent())!.match(/(\d+) rows shown/)![1]);
    expect(shown).toBeGreaterThanOrEqual(VIEWS);
    await expect(rows).toHaveCount(shown);
    await expect(page.locator(':focus')).toHaveAttribute('data-activity-row', /^\d+$/);
    await expect(rows.nth(50)).toContainText((await page.locator(':focus').textContent())!);
    await bothWidths(page, 'activity-more', table);

    // Export CSV of the filters, from the keyboard.
    const menu = page.getByRole('button', { name: `Export ${activityTexts.exportAll}` });
    await tabTo(page, menu, 400);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'CSV' })).toBeFocused();
    const downloading = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(csv[0]).toContain(activityTexts.columns.at);
    expect(csv.length - 1).toBeGreaterThanOrEqual(shown);
    expect(csv.filter((line) => line.includes('provuser1') && line.includes('Opened a claim') && line.includes(`Claim ${CLAIM}`)).length).toBeGreaterThanOrEqual(VIEWS);
    await expect(page.getByRole('alert')).toHaveCount(0);

    // The export is itself in the record.
    await page.goto('/wcpp/activity?person=provadmin1&kind=export');
    await expect(table.getByRole('row').filter({ hasText: 'Exported the activity record' }).first()).toBeVisible();
  });

  test("the patient's name stays out of the address: a reload and Back keep it with its search, with the keyboard alone", async ({ page }) => {
    await signIn(page, 'provadmin1', '/wcpp/activity?kind=view');
    // Rows or none, as the record of the run has them: the search has answered.
    await expect(page.getByText(/ rows? shown|No activity matches/)).toBeVisible();
    const patient = page.getByRole('textbox', { name: activityTexts.patient, exact: true });
    await tabTo(page, patient);
    await page.keyboard.type('Okafor');
    const withPatient = () => page.waitForRequest((r) => new URL(r.url()).pathname === apiPath(activityCalls.activity) && new URL(r.url()).searchParams.get('patient') === 'Okafor');
    const searched = withPatient();
    await page.keyboard.press('Enter');
    await searched;
    await expect(page.getByText(/ rows? shown|No activity matches/)).toBeVisible();
    await expect(page).toHaveURL(/\/wcpp\/activity\?kind=view$/);
    // The same address: its entry's state holds the name (decision 092); the reload asks the same search.
    const asked = withPatient();
    await page.reload();
    await asked;
    await expect(patient).toHaveValue('Okafor');
    expect(page.url()).not.toContain('Okafor');
    // Back: the search before it, without the name.
    await page.goBack();
    await expect(patient).toHaveValue('');
    await expect(page).toHaveURL(/\/wcpp\/activity\?kind=view$/);
    await expectAccessible(page);
  });

  test('a Provider User has no Activity: the address is refused as other guarded routes are', async ({ page }) => {
    await signIn(page, 'provuser1');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav.getByRole('link', { name: 'Bill Search' })).toBeVisible();
    await expect(nav.getByRole('link', { name: activityTexts.title })).toHaveCount(0);
    await page.goto('/wcpp/activity');
    await expect(page).toHaveURL(/\/wcpp\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: activityTexts.title })).toHaveCount(0);
    // Another guarded route answers alike.
    await page.goto('/wcpp/UserSearch');
    await expect(page).toHaveURL(/\/wcpp\/home$/);
  });

  test("an internal administrator sees every group's rows with their group, and filters by group", async ({ page }) => {
    // A code may wait for a free time step while the other worker signs sysadmin1 in (e2e/second-factor.ts).
    test.setTimeout(120_000);
    // A sign-in of group 1001's, for the group's filter to find (the story may run alone).
    expect((await callApi(page.request, authCalls.authenticate, { body: { username: 'provuser1', password: DEMO_PASSWORD } })).status()).toBe(200);
    await signIn(page, 'sysadmin1', '/wcpp/activity');
    await expect(page.getByText(activityTexts.introNetwork)).toBeVisible();
    const table = page.getByRole('table', { name: activityTexts.results });
    await expect(table.getByRole('columnheader', { name: /^Group/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: activityTexts.ip, exact: true })).toBeVisible();
    await bothWidths(page, 'activity-network', table);
    const group = page.getByRole('textbox', { name: activityTexts.group, exact: true });
    await group.focus();
    await page.keyboard.type('1001');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]group=1001(&|$)/);
    // The address changes before the answer comes: these are the group's rows once every one is of 1001.
    await expect(async () => {
      const groups = await table.locator('tbody tr td:last-child').allTextContents();
      expect(groups.length).toBeGreaterThan(0);
      expect(new Set(groups)).toEqual(new Set(['1001']));
    }).toPass();
  });

  test("mirroring a Provider Admin, an internal administrator sees the admin's Activity, and what they opened as the admin shows as done by the admin, as them", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'sysadmin1');
    await startMirror(page, 'provadmin1');
    await page.goto(`/wcpp/claims/${CLAIM}`);
    await expect(page.getByRole('heading', { level: 1, name: `Claim ${CLAIM}` })).toBeVisible();
    await page.goto(`/wcpp/activity?person=provadmin1&claimNumber=${CLAIM}`);
    // The mirrored admin's view: their group's, without the network's column and filters (§4).
    await expect(page.getByText(activityTexts.introGroup)).toBeVisible();
    const table = page.getByRole('table', { name: activityTexts.results });
    await expect(table.getByRole('columnheader', { name: /^Group/ })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: activityTexts.group, exact: true })).toHaveCount(0);
    const mirrored = table.getByRole('row').filter({ hasText: activityTexts.as('sysadmin1') }).filter({ hasText: 'Opened a claim' }).first();
    await expect(mirrored.getByRole('cell').nth(1)).toHaveText(`provadmin1${activityTexts.as('sysadmin1')}`);
    await expect(mirrored.getByRole('link', { name: `Claim ${CLAIM}` })).toBeVisible();
    await bothWidths(page, 'activity-mirrored', table);
  });
});

/** Starts mirroring `userNm` in the page's session, as the header's mirror dialog does (e2e/shell.spec.ts). */
async function startMirror(page: Page, userNm: string) {
  // Starting a mirror ends the administrator's session: the home page's own calls are let finish first.
  await page.waitForFunction(
    (calls: CallInPage[]) =>
      calls.every(({ path }) =>
        performance.getEntriesByType('resource').some((e) => new RegExp(path).test(new URL(e.name).pathname) && (e as PerformanceResourceTiming).responseEnd > 0),
      ),
    [inPage(notificationCalls.userNotifications), inPage(userCalls.needsBackfill)],
  );
  const mirrorStart = { url: apiPath(authCalls.mirrorStart), method: authCalls.mirrorStart.method };
  const status = await page.evaluate(
    async ({ call, target }) => {
      const res = await fetch(call.url, {
        method: call.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('wcpp.token')}` },
        body: JSON.stringify({ userNm: target }),
      });
      const body = (await res.json()) as { token: string; username: string; mirror: unknown };
      if (res.ok) {
        sessionStorage.setItem('wcpp.token', body.token);
        sessionStorage.setItem('wcpp.userName', body.username);
        sessionStorage.setItem('wcpp.mirror', JSON.stringify(body.mirror));
        document.cookie = `authorization=${body.token}; Secure; SameSite=Strict; path=/`;
      }
      return res.status;
    },
    { call: mirrorStart, target: userNm },
  );
  expect(status).toBe(200);
}
