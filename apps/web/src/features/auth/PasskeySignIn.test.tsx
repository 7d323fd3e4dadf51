import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { passkeySignInTexts, signInMessage, signInSecurityCalls, signInSecurityMessages } from '@wcpp/contract';
import { sessionStore } from '../../lib/session';
import { calls, callOf, json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { assertion, bodiesSent, notAllowed, requestOptions, withPasskeys } from '../../test/passkeys';
import { renderApp } from '../../test/render';

const webauthn = vi.hoisted(() => ({ startAuthentication: vi.fn(), startRegistration: vi.fn() }));
vi.mock('@simplewebauthn/browser', () => webauthn);

const signedIn = { token: 'tkn-passkey', username: 'provadmin1', mirror: null };

function serve(answer: () => unknown = () => signedIn) {
  return mockApi([
    on(signInSecurityCalls.passkeyOptions, () => ({ options: requestOptions })),
    on(signInSecurityCalls.passkeySignIn, answer),
    ...shellRoutes(userDetails()),
  ]);
}

async function pressPasskey() {
  const user = userEvent.setup({ delay: null });
  renderApp('/wcpp/login');
  const button = await screen.findByRole('button', { name: passkeySignInTexts.button });
  await user.click(button);
  return { user, button };
}

beforeEach(() => {
  webauthn.startAuthentication.mockReset();
  webauthn.startAuthentication.mockResolvedValue(assertion);
});

describe('"Sign in with a passkey" on the sign-in page (issue 46 §1)', () => {
  it('is not offered by a browser without passkeys', async () => {
    serve();
    renderApp('/wcpp/login');
    expect(await screen.findByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: passkeySignInTexts.button })).not.toBeInTheDocument();
  });

  it('signs in with no user name: the challenge for any passkey, the assertion, then home with the token', async () => {
    withPasskeys();
    const fetchMock = serve();
    await pressPasskey();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.passkeyOptions))).toEqual([{}]);
    expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: requestOptions });
    expect(bodiesSent(fetchMock, callOf(signInSecurityCalls.passkeySignIn))).toEqual([{ credential: assertion }]);
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn-passkey');
  });

  it('a cancelled passkey says so, calls nothing more, and keeps the focus for another try', async () => {
    withPasskeys();
    webauthn.startAuthentication.mockRejectedValue(notAllowed());
    const fetchMock = serve();
    const { button } = await pressPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(passkeySignInTexts.cancelled);
    expect(calls(fetchMock)).not.toContain(callOf(signInSecurityCalls.passkeySignIn));
    expect(sessionStore.get().session).toBeNull();
    expect(button).toHaveFocus();
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeInTheDocument();
  });

  it("shows the passkey's own refusal", async () => {
    withPasskeys();
    serve(() => json({ code: 'PASSKEY_UNKNOWN', message: 'x' }, 401));
    await pressPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInSecurityMessages.PASSKEY_UNKNOWN);
    expect(screen.queryByText(passkeySignInTexts.cancelled)).not.toBeInTheDocument();
    expect(sessionStore.get().session).toBeNull();
  });

  it("shows an account's state as a password's sign-in does (a lock)", async () => {
    withPasskeys();
    serve(() => json({ code: 'USER_ACCT_LOCKED:30', message: 'x' }, 401));
    await pressPasskey();
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessage('USER_ACCT_LOCKED:30'));
  });
});
