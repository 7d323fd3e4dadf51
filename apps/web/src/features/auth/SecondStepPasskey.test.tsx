import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authCalls, secondStepTexts, signInSecurityCalls, signInSecurityMessages, type SecondStep } from '@wcpp/contract';
import { sessionStore } from '../../lib/session';
import { calls, callOf, json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { assertion, bodiesSent, notAllowed, requestOptions } from '../../test/passkeys';
import { renderApp } from '../../test/render';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const ticket = 'ticket-0123456789abcdefghij';
const step = (over: Partial<SecondStep> = {}): SecondStep => ({ ticket, expiresInSeconds: 300, methods: ['passkey', 'totp', 'recovery'], enrol: false, mayRemember: true, ...over });
const signedIn = { token: 'tkn-2fa', username: 'provadmin1', mirror: null };

function serve(secondStep: SecondStep, verify: () => unknown = () => signedIn) {
  return mockApi([
    on(authCalls.authenticate, () => ({ secondStep })),
    on(signInSecurityCalls.passkeyOptions, () => ({ options: requestOptions })),
    on(signInSecurityCalls.secondStep, verify),
    ...shellRoutes(userDetails()),
  ]);
}

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

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.startAuthentication.mockResolvedValue(assertion);
});

describe('the second step with a passkey (issue 46 §1)', () => {
  it('offers the passkey first, with no code field, and signs in with it on the ticket', async () => {
    const fetchMock = serve(step());
    const user = await passPassword();
    const use = screen.getByRole('button', { name: secondStepTexts.usePasskey });
    expect(use).toHaveFocus();
    expect(screen.getByText(secondStepTexts.passkeyIntro)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${secondStepTexts.code}`))).not.toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.intro)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: secondStepTexts.verify })).not.toBeInTheDocument();
    // Nothing is asked of the browser before the person says so.
    expect(webauthn.startAuthentication).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: secondStepTexts.remember }));
    await user.click(use);
    await home();
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.passkeyOptions))).toEqual([{ ticket }]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.secondStep))).toEqual([{ ticket, method: 'passkey', credential: assertion, rememberBrowser: true }]);
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn-2fa');
  });

  it('a cancelled passkey says so and calls nothing; "Use a code instead" goes to the code, and back', async () => {
    webauthn.startAuthentication.mockRejectedValue(notAllowed());
    const fetchMock = serve(step());
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.usePasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(secondStepTexts.passkeyCancelled);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.secondStep));
    expect(sessionStore.get().session).toBeNull();

    await user.click(screen.getByRole('button', { name: secondStepTexts.useCode }));
    const field = screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`));
    expect(field).toHaveFocus();
    expect(screen.getByText(secondStepTexts.intro)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.passkeyIntro)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: secondStepTexts.usePasskey }));
    expect(screen.getByText(secondStepTexts.passkeyIntro)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${secondStepTexts.code}`))).not.toBeInTheDocument();
  });

  it('a passkey the server refuses shows its message on the step', async () => {
    serve(step(), () => json({ code: 'PASSKEY_FAILED', message: 'x' }, 401));
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.usePasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_FAILED);
    expect(screen.getByRole('button', { name: secondStepTexts.usePasskey })).toHaveFocus();
  });

  it('an expired ticket goes back to the login form with its message', async () => {
    serve(step(), () => json({ code: 'SECOND_STEP_EXPIRED', message: 'x' }, 401));
    const user = await passPassword();
    await user.click(screen.getByRole('button', { name: secondStepTexts.usePasskey }));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.SECOND_STEP_EXPIRED);
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it('an account with a passkey alone has no code to switch to', async () => {
    serve(step({ methods: ['passkey'], mayRemember: false }));
    await passPassword();
    expect(screen.getByRole('button', { name: secondStepTexts.usePasskey })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: secondStepTexts.useCode })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: secondStepTexts.remember })).not.toBeInTheDocument();
  });

  it('an account without a passkey is asked its code, with no passkey offered', async () => {
    serve(step({ methods: ['totp', 'recovery'] }));
    await passPassword();
    expect(screen.getByLabelText(new RegExp(`^${secondStepTexts.code}`))).toHaveFocus();
    expect(screen.queryByRole('button', { name: secondStepTexts.usePasskey })).not.toBeInTheDocument();
    expect(screen.queryByText(secondStepTexts.passkeyIntro)).not.toBeInTheDocument();
  });
});
