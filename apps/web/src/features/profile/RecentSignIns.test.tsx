import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityCalls, alertCalls, appPropertyCalls, notificationCalls, ownSignInTexts, signInSecurityCalls, summaryTexts, userCalls, type OwnSignIns } from '@wcpp/contract';
import { calls, callOf, mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';
import { browserName } from '../../lib/browser-name';

const PRUS = userDetails({ id: 11, userNm: 'provuser1', typeCd: 'PRUS', typeDesc: 'Provider User' });
const recent: OwnSignIns = {
  days: 30,
  signIns: [
    { at: '2026-12-02T14:40:00.000Z', result: 'signedIn', words: 'Signed in', ip: '203.0.113.7', browser: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
    { at: '2026-12-01T03:12:00.000Z', result: 'failed', words: 'Failed to sign in', ip: '198.51.100.23', browser: null },
  ],
};

function serve(notMe = () => ({ endedSessions: 2, forgottenBrowsers: 1 })) {
  return mockApi([
    on(userCalls.userByName, { name: 'provuser1' }, () => PRUS),
    on(userCalls.userByName, { name: 'sysadmin1' }, () => userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin' })),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
    on(signInSecurityCalls.securityOverview, () => ({ required: false, passkeys: [], app: null, recoveryCodes: null, browsers: [], mayRemember: true })),
    on(activityCalls.ownSignIns, () => recent),
    on(activityCalls.notMe, notMe),
  ]);
}

describe('recent sign-ins on the profile (issue 47 §1)', () => {
  it('lists each sign-in with its time, result, address and browser', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    const section = await screen.findByRole('region', { name: ownSignInTexts.title });
    expect(within(section).getByText(ownSignInTexts.intro(30))).toBeInTheDocument();
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/Signed in · 203\.0\.113\.7 · Chrome 131 on Windows NT 10\.0/);
    expect(items[1]).toHaveTextContent(/Refused · 198\.51\.100\.23 · —/);
  });

  it("\"This wasn't me\" asks first, then signs out the others and leads to a new password", async () => {
    const fetchMock = serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    await user.click(await screen.findByRole('button', { name: ownSignInTexts.notMe }));
    const dialog = screen.getByRole('dialog', { name: ownSignInTexts.notMeConfirmTitle });
    expect(calls(fetchMock)).not.toContain(callOf(activityCalls.notMe));
    await user.click(within(dialog).getByRole('button', { name: ownSignInTexts.notMeGo }));
    expect(await screen.findByText(ownSignInTexts.notMeDone(2), { exact: false })).toBeInTheDocument();
    const next = screen.getByRole('link', { name: ownSignInTexts.changePassword });
    expect(next).toHaveAttribute('href', '/wcpp/ChangePassword');
    expect(next).toHaveFocus();
    expect(screen.queryByRole('button', { name: ownSignInTexts.notMe })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('CANCEL sends nothing; while mirroring the list shows and the button does not', async () => {
    const fetchMock = serve();
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    renderApp('/wcpp/UserProfile');
    await screen.findByRole('region', { name: ownSignInTexts.title });
    expect(screen.queryByRole('button', { name: ownSignInTexts.notMe })).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(callOf(activityCalls.notMe));
  });

  it('names the browser in a few words', () => {
    expect(browserName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15')).toBe('Safari 18 on Macintosh');
    expect(browserName('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox 133 on X11');
    expect(browserName(null)).toBe('—');
  });
});

describe('the monthly summary choice (issue 47 §2)', () => {
  it("a Provider Admin sees it checked, clears it and SAVEs: the server is told, and says so", async () => {
    const PRAD = userDetails({ id: 12, userNm: 'provadmin1', typeCd: 'PRAD', typeDesc: 'Provider Admin' });
    const saved: unknown[] = [];
    mockApi([
      on(userCalls.userByName, { name: 'provadmin1' }, () => PRAD),
      on(notificationCalls.userNotifications, () => []),
      on(userCalls.needsBackfill, () => false),
      on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' })),
      on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
      on(signInSecurityCalls.securityOverview, () => ({ required: false, passkeys: [], app: null, recoveryCodes: null, browsers: [], mayRemember: true })),
      on(activityCalls.ownSignIns, () => recent),
      on(activityCalls.summaryChoice, () => ({ monthly: true })),
      on(activityCalls.saveSummaryChoice, (body) => (saved.push(body), body)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserProfile');
    const form = await screen.findByRole('form', { name: summaryTexts.choiceTitle });
    const box = within(form).getByRole('checkbox', { name: summaryTexts.choiceLabel });
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription(summaryTexts.choiceHint);
    await user.click(box);
    expect(within(form).queryByText(summaryTexts.saved)).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: summaryTexts.save }));
    expect(await within(form).findByText(summaryTexts.saved)).toBeInTheDocument();
    expect(saved).toEqual([{ monthly: false }]);
    expect(box).not.toBeChecked();
  });

  it('a Provider User has no monthly summary', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/UserProfile');
    await screen.findByRole('region', { name: ownSignInTexts.title });
    expect(screen.queryByRole('form', { name: summaryTexts.choiceTitle })).not.toBeInTheDocument();
  });
});
