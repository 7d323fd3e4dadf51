import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { authCalls, recoveryCodeTexts, secondStepTexts, signInMessage, signInSecurityCalls, signInSecurityMessages, type SecondStep } from '@wcpp/contract';
import { sessionStore } from '../../lib/session';
import { calls, callOf, json, mockApi, on, shellRoutes, type Route } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const ticket = 'ticket-0123456789abcdefghij';
const step = (over: Partial<SecondStep> = {}): SecondStep => ({ ticket, expiresInSeconds: 300, methods: ['totp', 'recovery'], enrol: false, mayRemember: true, ...over });
const signedIn = { token: 'tkn-2fa', username: 'provadmin1', mirror: null };
const codes = ['ABCD-EFGH-JKLM', 'NPQR-STUV-WXYZ', '2345-6789-ABCD', 'EFGH-JKLM-NPQR', 'STUV-WXYZ-2345', '6789-ABCD-EFGH', 'JKLM-NPQR-STUV', 'WXYZ-2345-6789', 'ABCD-2345-EFGH', 'JKLM-6789-NPQR'];

/** The server of these stories: the password asks for `secondStep`; `verify` answers POST /auth/secondStep. */
function serve(secondStep: SecondStep, verify: (body: Record<string, unknown>) => unknown = () => signedIn, more: Route[] = []) {
  return mockApi([
    on(authCalls.authenticate, () => ({ secondStep })),
    on(signInSecurityCalls.secondStep, (body) => verify(body as Record<string, unknown>)),
    ...more,
    ...shellRoutes(userDetails()),
  ]);
}

const bodiesOf = (fetchMock: ReturnType<typeof mockApi>, endpoint: typeof signInSecurityCalls.secondStep) =>
  fetchMock.mock.calls.filter((_call, i) => calls(fetchMock)[i] === callOf(endpoint)).map(([, init]) => JSON.parse(String(init!.body)));

async function passPassword() {
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/login');
  await user.type(await screen.findByLabelText(/^Username/), 'provadmin1');
  await user.type(screen.getByLabelText(/^Password/), 'Portal#2026');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  await screen.findByRole('heading', { name: secondStepTexts.title });
  return user;
}

const home = () => waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));

describe('the second step of a sign-in (issue 46 §1)', () => {
  it('asks the code from the app after the password, with no token yet, and signs in with it', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    expect(sessionStore.get().session).toBeNull();
    expect(screen.getByText(secondStepTexts.intro)).toBeInTheDocument();
    const field = screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`));
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'LOGIN' })).not.toBeInTheDocument();
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    await home();
    expect(bodiesOf(fetchMock, signInSecurityCalls.secondStep)).toEqual([{ ticket, method: 'totp', code: '123456' }]);
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn-2fa');
    expect(calls(fetchMock)).toContain(callOf(authCalls.authenticate));
  });

  it('takes a recovery code instead, and switches back to the app', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.useRecovery }));
    expect(screen.getByText(secondStepTexts.recoveryIntro)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${secondStepTexts.code}`))).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: secondStepTexts.useApp }));
    expect(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: secondStepTexts.useRecovery }));
    const field = screen.getByLabelText(new RegExp(`^${secondStepTexts.recoveryCode}`));
    expect(field).toHaveFocus();
    await user.type(field, 'abcd-efgh-jklm');
    await user.click(screen.getByRole('checkbox', { name: secondStepTexts.remember }));
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    await home();
    expect(bodiesOf(fetchMock, signInSecurityCalls.secondStep)).toEqual([{ ticket, method: 'recovery', code: 'abcd-efgh-jklm', rememberBrowser: true }]);
  });

  it('offers to remember the browser only when the account may', async () => {
    serve(step({ mayRemember: false, methods: ['totp'] }));
    await passPassword();
    expect(screen.queryByRole('checkbox', { name: secondStepTexts.remember })).not.toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.rememberHint)).not.toBeInTheDocument();
    // An account with the app alone has no recovery code to switch to.
    expect(screen.queryByRole('button', { name: secondStepTexts.useRecovery })).not.toBeInTheDocument();
  });

  it('shows a wrong code, keeps the person on the step, and leaves no stale error after a right one', async () => {
    let tries = 0;
    serve(step(), () => (++tries === 1 ? json({ code: 'INVALID_SECOND_FACTOR', message: 'x' }, 401) : signedIn));
    const user = await passPassword();
    const field = screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`));
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.INVALID_SECOND_FACTOR);
    expect(field).toHaveFocus();
    expect(sessionStore.get().session).toBeNull();
    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    await home();
    expect(screen.queryByText(signInSecurityMessages.INVALID_SECOND_FACTOR)).not.toBeInTheDocument();
  });

  it('refuses a code that is not six digits without asking the server', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.type(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`)), '12ab');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.INVALID_SECOND_FACTOR);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStep));
  });

  it('goes back to the login form with its message when the ticket has expired', async () => {
    serve(step(), () => json({ code: 'SECOND_STEP_EXPIRED', message: 'x' }, 401));
    const user = await passPassword();
    await user.type(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`)), '123456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.SECOND_STEP_EXPIRED);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: secondStepTexts.title })).not.toBeInTheDocument();
  });

  it("shows the sign-in catalogue's message for a lock", async () => {
    serve(step(), () => json({ code: 'USER_ACCT_LOCKED:30', message: 'x' }, 401));
    const user = await passPassword();
    await user.type(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`)), '123456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessage('USER_ACCT_LOCKED:30'));
  });

  it('CANCEL goes back to the login form, cleared', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.cancel }));
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('');
    expect(screen.getByLabelText(/^Username/)).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStep));
  });
});

describe('setting up the app to finish signing in (issue 46 §1)', () => {
  const enrolment = { secret: 'JBSW Y3DP EHPK 3PXP', uri: 'otpauth://totp/Provider%20Portal:provadmin1?secret=JBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>' };

  it('shows the QR code and the key, signs in with the first code, then the ten recovery codes until I HAVE SAVED THEM', async () => {
    const fetchMock = serve(step({ enrol: true, methods: [], mayRemember: false }), () => ({ ...signedIn, recoveryCodes: codes }), [
      on(signInSecurityCalls.secondStepEnrol, () => enrolment),
    ]);
    const saved = vi.fn();
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:codes');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/login');
    await user.type(await screen.findByLabelText(/^Username/), 'provadmin1');
    await user.type(screen.getByLabelText(/^Password/), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByRole('heading', { name: secondStepTexts.enrolTitle })).toBeInTheDocument();
    expect(screen.getByText(secondStepTexts.enrolRequired)).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: secondStepTexts.qrLabel });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;base64,${btoa(enrolment.qrSvg)}`);
    expect(document.querySelector('svg rect')).toBeNull();
    expect(screen.getByText(enrolment.secret)).toBeInTheDocument();
    expect(screen.getByText(secondStepTexts.enrolConfirm)).toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.intro)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: secondStepTexts.useRecovery })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`)), '123456');
    await user.click(screen.getByRole('button', { name: secondStepTexts.verify }));

    const dialog = await screen.findByRole('alertdialog', { name: recoveryCodeTexts.title });
    expect(within(dialog).getByText(recoveryCodeTexts.intro)).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    // Nothing is stored before the person says the codes are kept.
    expect(sessionStore.get().session).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: recoveryCodeTexts.download }));
    expect(saved).toHaveBeenCalledWith(recoveryCodeTexts.fileName);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog', { name: recoveryCodeTexts.title })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: recoveryCodeTexts.saved }));
    await home();
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn-2fa');
    expect(bodiesOf(fetchMock, signInSecurityCalls.secondStep)).toEqual([{ ticket, method: 'totp', code: '123456' }]);
    expect(calls(fetchMock)).toContain(callOf(signInSecurityCalls.secondStepEnrol));
  });
});
