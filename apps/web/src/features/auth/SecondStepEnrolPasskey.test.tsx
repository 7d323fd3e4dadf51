import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls, recoveryCodeTexts, secondStepTexts, securityTexts, signInSecurityCalls, signInSecurityMessages, type SecondStep } from '@wcpp/contract';
import { sessionStore } from '../../lib/session';
import { calls, callOf, json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { attestation, bodiesSent, creationOptions, notAllowed, withPasskeys } from '../../test/passkeys';
import { renderApp } from '../../test/render';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ticket = 'ticket-0123456789abcdefghij';
const step = (over: Partial<SecondStep> = {}): SecondStep => ({ ticket, expiresInSeconds: 300, methods: [], enrol: true, mayRemember: false, ...over });
const signedIn = { token: 'tkn-2fa', username: 'provadmin1', mirror: null };
const codes = ['ABCD-EFGH-JKLM', 'NPQR-STUV-WXYZ', '2345-6789-ABCD', 'EFGH-JKLM-NPQR', 'STUV-WXYZ-2345', '6789-ABCD-EFGH', 'JKLM-NPQR-STUV', 'WXYZ-2345-6789', 'ABCD-2345-EFGH', 'JKLM-6789-NPQR'];
const enrolment = { secret: 'JBSW Y3DP EHPK 3PXP', uri: 'otpauth://totp/Provider%20Portal:provadmin1?secret=JBSWY3DPEHPK3PXP', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' };

/** The server of these stories: the password asks for a first factor; `keep` answers POST /auth/secondStep/enrol/passkey. */
function serve(secondStep: SecondStep, keep: () => unknown = () => ({ ...signedIn, recoveryCodes: codes })) {
  return mockApi([
    on(authCalls.authenticate, () => ({ secondStep })),
    on(signInSecurityCalls.secondStepPasskeyEnrolOptions, () => ({ options: creationOptions })),
    on(signInSecurityCalls.secondStepPasskeyEnrol, keep),
    on(signInSecurityCalls.secondStepEnrol, () => enrolment),
    ...shellRoutes(userDetails()),
  ]);
}

async function passPassword() {
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/login');
  await user.type(await screen.findByLabelText(/^Username/), 'provadmin1');
  await user.type(screen.getByLabelText(/^Password/), 'Portal#2026');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  await screen.findByRole('heading', { name: secondStepTexts.enrolTitle });
  return user;
}

const nameField = () => screen.getByLabelText(new RegExp(`^${securityTexts.passkeyNameLabel}`));

beforeEach(() => {
  withPasskeys();
  webauthn.startRegistration.mockReset();
  webauthn.startRegistration.mockResolvedValue(attestation);
});
afterEach(() => vi.unstubAllGlobals());

describe('a passkey as the first factor at sign-in (issue 46 §2)', () => {
  it('offers the passkey first, keeps it under its name, shows the ten recovery codes, then signs in', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    expect(screen.getByText(secondStepTexts.enrolChoose)).toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.enrolRequired)).not.toBeInTheDocument();
    // Nothing is started before the person chooses: no app key, no ceremony.
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStepEnrol));
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: secondStepTexts.qrLabel })).not.toBeInTheDocument();
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveValue(securityTexts.passkeyDefaultName);
    expect(nameField()).toHaveAccessibleDescription(securityTexts.passkeyNameHint);
    await user.clear(nameField());
    await user.type(nameField(), 'Front desk laptop');
    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolPasskey }));

    const dialog = await screen.findByRole('alertdialog', { name: recoveryCodeTexts.title });
    expect(within(dialog).getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(sessionStore.get().session).toBeNull();
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.secondStepPasskeyEnrolOptions))).toEqual([{ ticket }]);
    expect(webauthn.startRegistration).toHaveBeenCalledWith({ optionsJSON: creationOptions });
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.secondStepPasskeyEnrol))).toEqual([{ ticket, name: 'Front desk laptop', credential: attestation }]);
    await user.click(within(dialog).getByRole('button', { name: recoveryCodeTexts.saved }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn-2fa');
  });

  it('an empty name is refused at the field and nothing is asked of the browser', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.clear(nameField());
    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolPasskey }));
    expect(nameField()).toHaveFocus();
    expect(nameField()).toHaveAttribute('aria-invalid', 'true');
    expect(webauthn.startRegistration).not.toHaveBeenCalled();
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStepPasskeyEnrolOptions));
  });

  it('a cancelled ceremony says so and keeps nothing; the app is the other way', async () => {
    webauthn.startRegistration.mockRejectedValue(notAllowed());
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolPasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(securityTexts.passkeyCancelled);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStepPasskeyEnrol));
    expect(sessionStore.get().session).toBeNull();

    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolApp }));
    expect(await screen.findByRole('img', { name: secondStepTexts.qrLabel })).toBeInTheDocument();
    expect(screen.getByText(secondStepTexts.enrolRequired)).toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.enrolChoose)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("the server's refusal shows its message on the step", async () => {
    serve(step(), () => json({ code: 'PASSKEY_FAILED', message: 'x' }, 401));
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolPasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_FAILED);
    expect(screen.getByRole('heading', { name: secondStepTexts.enrolTitle })).toBeInTheDocument();
  });

  it('an expired ticket goes back to the login form with its message', async () => {
    serve(step(), () => json({ code: 'SECOND_STEP_EXPIRED', message: 'x' }, 401));
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.enrolPasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.SECOND_STEP_EXPIRED);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('a browser without passkeys goes straight to the app', async () => {
    vi.stubGlobal('PublicKeyCredential', undefined);
    serve(step());
    await passPassword();
    expect(await screen.findByRole('img', { name: secondStepTexts.qrLabel })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: secondStepTexts.enrolPasskey })).not.toBeInTheDocument();
  });
});
