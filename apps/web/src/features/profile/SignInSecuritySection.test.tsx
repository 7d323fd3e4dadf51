import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  alertCalls,
  recoveryCodeTexts,
  secondStepTexts,
  securityTexts,
  signInSecurityCalls,
  signInSecurityMessages,
  stepUpTexts,
  type SecurityOverview,
} from '@wcpp/contract';
import { calls, callOf, json, mockApi, on, shellRoutes, type Route } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const me = userDetails({ userNm: 'provuser1', typeCd: 'PRUS', typeDesc: 'Provider User' });
const none: SecurityOverview = { required: false, passkeys: [], app: null, recoveryCodes: null, browsers: [], mayRemember: true };
const withApp: SecurityOverview = {
  required: true,
  passkeys: [],
  app: { createdAt: '2026-11-02T15:00:00.000Z', lastUsedAt: '2026-11-30T15:00:00.000Z' },
  recoveryCodes: { remaining: 7, createdAt: '2026-11-02T15:00:00.000Z' },
  browsers: [
    { id: 'b1', label: 'Chrome on Windows', createdAt: '2026-11-03T10:00:00.000Z', lastUsedAt: '2026-11-29T10:00:00.000Z', expiresAt: '2026-12-03T10:00:00.000Z', current: true },
    { id: 'b2', label: 'Safari on iPhone', createdAt: '2026-11-04T10:00:00.000Z', lastUsedAt: '2026-11-05T10:00:00.000Z', expiresAt: '2026-12-04T10:00:00.000Z', current: false },
  ],
  mayRemember: true,
};
const codes = Array.from({ length: 10 }, (_, i) => `ABCD-EFGH-JK${String.fromCharCode(65 + i)}${i}`);
const enrolment = { secret: 'JBSW Y3DP EHPK 3PXP', uri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

function serve(overview: () => SecurityOverview, routes: Route[] = []) {
  return mockApi([
    on(signInSecurityCalls.securityOverview, overview),
    on(alertCalls.alertPreferences, () => ({ payment: { bell: false, email: false }, eor: { bell: false, email: false } })),
    ...routes,
    ...shellRoutes(me),
  ]);
}

async function openSection() {
  signInAs('provuser1');
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/UserProfile');
  const section = await screen.findByRole('region', { name: securityTexts.title });
  return { user, section: within(section) };
}

describe('sign-in security on the own profile (issue 46 §2)', () => {
  it('sets up the app: QR code, key and first code, then the first recovery codes', async () => {
    let current = none;
    const fetchMock = serve(() => current, [
      on(signInSecurityCalls.appEnrolStart, () => enrolment),
      on(signInSecurityCalls.appEnrolConfirm, (body) => {
        expect(body).toEqual({ code: '123456' });
        current = withApp;
        return { recoveryCodes: codes };
      }),
    ]);
    const { user, section } = await openSection();
    expect(section.getByText(securityTexts.intro)).toBeInTheDocument();
    expect(section.getByText(securityTexts.appNone)).toBeInTheDocument();
    expect(section.getByText(securityTexts.recoveryNone)).toBeInTheDocument();
    expect(section.getByText(securityTexts.browsersNone)).toBeInTheDocument();
    expect(section.queryByText(securityTexts.required)).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: securityTexts.appRemove })).not.toBeInTheDocument();
    expect(section.queryByRole('button', { name: securityTexts.recoveryNew })).not.toBeInTheDocument();

    await user.click(section.getByRole('button', { name: securityTexts.appSetUp }));
    const dialog = within(await screen.findByRole('dialog', { name: secondStepTexts.enrolTitle }));
    expect(await dialog.findByRole('img', { name: secondStepTexts.qrLabel })).toHaveAttribute('src', `data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`);
    expect(dialog.getByText(enrolment.secret)).toBeInTheDocument();
    expect(dialog.getByText(secondStepTexts.enrolScan)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(new RegExp(`^${secondStepTexts.code}`)), '123456');
    await user.click(dialog.getByRole('button', { name: secondStepTexts.verify }));

    const shown = within(await screen.findByRole('alertdialog', { name: recoveryCodeTexts.title }));
    expect(shown.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(screen.queryByRole('dialog', { name: secondStepTexts.enrolTitle })).not.toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: recoveryCodeTexts.saved }));
    expect(await section.findByText(securityTexts.done)).toBeInTheDocument();
    expect(await section.findByText(`${securityTexts.appSince('11/2/2026')} ${securityTexts.appLastUsed('11/30/2026')}`)).toBeInTheDocument();
    expect(section.getByText(securityTexts.recoveryLeft(7))).toBeInTheDocument();
    expect(section.getByText(securityTexts.required)).toBeInTheDocument();
    expect(section.getByRole('button', { name: securityTexts.appReplace })).toBeInTheDocument();
    expect(calls(fetchMock).filter((c) => c === callOf(signInSecurityCalls.appEnrolConfirm))).toHaveLength(1);
  });

  it('shows a wrong first code in the dialog and keeps it open', async () => {
    serve(() => none, [
      on(signInSecurityCalls.appEnrolStart, () => enrolment),
      on(signInSecurityCalls.appEnrolConfirm, () => json({ code: 'INVALID_SECOND_FACTOR', message: 'x' }, 401)),
    ]);
    const { user, section } = await openSection();
    await user.click(section.getByRole('button', { name: securityTexts.appSetUp }));
    const dialog = within(await screen.findByRole('dialog', { name: secondStepTexts.enrolTitle }));
    await user.type(await dialog.findByLabelText(new RegExp(`^${secondStepTexts.code}`)), '000000');
    await user.click(dialog.getByRole('button', { name: secondStepTexts.verify }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(signInSecurityMessages.INVALID_SECOND_FACTOR);
    // A wrong code is no ended session.
    expect(sessionStorage.getItem('wcpp.token')).toBe('token-provuser1');
  });

  it('asks before removing the app, and shows FACTOR_REQUIRED when the account must keep it', async () => {
    const fetchMock = serve(() => withApp, [on(signInSecurityCalls.appRemove, () => json({ code: 'FACTOR_REQUIRED', message: 'x' }, 409))]);
    const { user, section } = await openSection();
    await user.click(await section.findByRole('button', { name: securityTexts.appRemove }));
    const confirm = within(await screen.findByRole('dialog', { name: securityTexts.appRemoveConfirm }));
    await user.click(confirm.getByRole('button', { name: stepUpTexts.cancel }));
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.appRemove));
    await user.click(section.getByRole('button', { name: securityTexts.appRemove }));
    await user.click(within(await screen.findByRole('dialog', { name: securityTexts.appRemoveConfirm })).getByRole('button', { name: securityTexts.appRemove }));
    expect(await section.findByRole('alert')).toHaveTextContent(signInSecurityMessages.FACTOR_REQUIRED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(section.queryByText(securityTexts.done)).not.toBeInTheDocument();
  });

  it('makes new recovery codes after asking, and shows them once', async () => {
    serve(() => withApp, [on(signInSecurityCalls.recoveryCodesRenew, () => ({ recoveryCodes: codes }))]);
    const { user, section } = await openSection();
    await user.click(await section.findByRole('button', { name: securityTexts.recoveryNew }));
    await user.click(within(await screen.findByRole('dialog', { name: securityTexts.recoveryNewConfirm })).getByRole('button', { name: securityTexts.recoveryNew }));
    const shown = within(await screen.findByRole('alertdialog', { name: recoveryCodeTexts.title }));
    expect(shown.getAllByRole('listitem')).toHaveLength(10);
    expect(shown.queryByText(recoveryCodeTexts.copied)).not.toBeInTheDocument();
    await user.click(shown.getByRole('button', { name: recoveryCodeTexts.copy }));
    expect(await shown.findByText(recoveryCodeTexts.copied)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(codes.join('\n'));
    await user.click(shown.getByRole('button', { name: recoveryCodeTexts.saved }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('lists the remembered browsers, names this one, and forgets another', async () => {
    let current = withApp;
    const fetchMock = serve(() => current, [
      on(signInSecurityCalls.browserForget, { browserId: 'b2' }, () => {
        current = { ...withApp, browsers: withApp.browsers.slice(0, 1) };
        return new Response(null, { status: 204 });
      }),
    ]);
    const { user, section } = await openSection();
    const list = within(await section.findByRole('list', { name: securityTexts.browsersTitle }));
    const [thisOne, phone] = list.getAllByRole('listitem');
    expect(thisOne).toHaveTextContent(`Chrome on Windows (${securityTexts.browserThis})`);
    expect(thisOne).toHaveTextContent(securityTexts.browserSeen('11/3/2026', '11/29/2026'));
    expect(phone).not.toHaveTextContent(securityTexts.browserThis);
    await user.click(within(phone!).getByRole('button', { name: securityTexts.browserForget }));
    await waitFor(() => expect(list.getAllByRole('listitem')).toHaveLength(1));
    expect(calls(fetchMock)).toContain(callOf(signInSecurityCalls.browserForget, { params: { browserId: 'b2' } }));
    expect(section.getByText(securityTexts.done)).toBeInTheDocument();
  });

  it('is not offered while mirroring', async () => {
    const fetchMock = serve(() => withApp);
    signInAs('provuser1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    renderApp('/wcpp/UserProfile');
    expect(await screen.findByRole('button', { name: 'SAVE' })).toBeDisabled();
    expect(screen.queryByRole('region', { name: securityTexts.title })).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.securityOverview));
  });
});
