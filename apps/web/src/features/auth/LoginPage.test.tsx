import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginMessages, signInMessage, authCalls, userCalls } from '@wcpp/contract';
import { sessionStore } from '../../lib/session';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const summary = 'An error has occurred. Please address all fields marked with “Error”.';

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  await screen.findByRole('button', { name: 'LOGIN' });
  if (username) await user.type(screen.getByLabelText(/^Username/), username);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
  return user;
}

describe('login form validation (part 1 §5)', () => {
  it('names both empty fields and shows the summary', async () => {
    const fetchMock = mockApi([]);
    renderApp('/wcpp/login');
    await fillAndSubmit('', '');
    expect(await screen.findByText('Error: Enter Username')).toBeInTheDocument();
    expect(screen.getByText('Error: Enter Password')).toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock)).not.toContain(callOf(authCalls.authenticate));
  });

  it('asks only for the password when the username is given, and clears as the person types', async () => {
    mockApi([]);
    renderApp('/wcpp/login');
    const user = await fillAndSubmit('provuser1', '');
    expect(await screen.findByText('Error: Enter Password')).toBeInTheDocument();
    expect(screen.queryByText('Error: Enter Username')).not.toBeInTheDocument();
    expect(screen.getByText(summary)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await waitFor(() => expect(screen.queryByText(summary)).not.toBeInTheDocument());
  });
});

describe('sign-in messages (part 1 §8)', () => {
  it.each([
    ['USER_ACCT_LOCKED:45', signInMessage('USER_ACCT_LOCKED:45')],
    ['USER_ACCT_TERMINATED', 'Error: The account has been Terminated. Please contact your Account Administrator.'],
    ['SSO_UNAVAILABLE', 'Error: Unable to login. Please contact your Account Administrator'],
  ])('?fail=%s shows its catalogue message', async (code, message) => {
    mockApi([]);
    renderApp(`/wcpp/login?fail=${encodeURIComponent(code)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows a refused sign-in in an alert and keeps LOGIN disabled while the request runs', async () => {
    let answer!: (r: Response) => void;
    mockApi([on(authCalls.authenticate, () => new Promise<Response>((resolve) => (answer = resolve)))]);
    renderApp('/wcpp/login');
    await fillAndSubmit('locked01', 'Portal#2026');
    await waitFor(() => expect(screen.getByRole('button', { name: 'LOGIN' })).toBeDisabled());
    answer(json({ code: 'USER_ACCT_LOCKED:30', message: 'x' }, 401));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessage('USER_ACCT_LOCKED:30'));
    expect(screen.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
    expect(sessionStore.get().session).toBeNull();
  });
});

describe('signing in (part 1 §4)', () => {
  it('stores the session, sets the cookie, loads the user, then opens /wcpp/home', async () => {
    const fetchMock = mockApi([
      on(authCalls.authenticate, (body) => ({ token: 'tkn', username: (body as { username: string }).username, mirror: null })),
      on(userCalls.userByName, { name: 'provadmin1' }, () => userDetails()),
    ]);
    renderApp('/wcpp/login');
    await fillAndSubmit('  provadmin1 ', 'Portal#2026');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ username: 'provadmin1', password: 'Portal#2026' });
    expect(sessionStorage.getItem('wcpp.token')).toBe('tkn');
    expect(sessionStorage.getItem('wcpp.userName')).toBe('provadmin1');
    expect(document.cookie).toContain('authorization=tkn');
    expect(calls(fetchMock).slice(0, 2)).toEqual([callOf(authCalls.authenticate), callOf(userCalls.userByName, { params: { name: 'provadmin1' } })]);
    // The details the sign-in loaded are the portal's: the menu shows from them, and nobody asks again (decision 058).
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toHaveTextContent('Manage Users');
    expect(calls(fetchMock).filter((c) => c === callOf(userCalls.userByName, { params: { name: 'provadmin1' } }))).toHaveLength(1);
  });

  it('redeems a single sign-on code at once', async () => {
    const fetchMock = mockApi([
      on(authCalls.authenticate, () => ({ token: 'sso', username: 'provuser1', mirror: null })),
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    renderApp('/wcpp/authenticate?code=abc&state=xyz');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(JSON.parse(fetchMock.mock.calls[0]![1]!.body as string)).toEqual({ code: 'abc', state: 'xyz' });
  });

  it('comes back with ?fail= when the code is refused', async () => {
    mockApi([on(authCalls.authenticate, () => json({ code: 'USER_ACCT_DEACTIVATED', message: 'x' }, 401))]);
    renderApp('/wcpp/login?code=bad&state=s');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/login?fail=USER_ACCT_DEACTIVATED'));
    expect(await screen.findByRole('alert')).toHaveTextContent(signInMessage('USER_ACCT_DEACTIVATED'));
  });

  it('tells the person about an idle sign-out', async () => {
    mockApi([]);
    sessionStore.signOut('timeout');
    renderApp('/wcpp/login');
    expect(await screen.findByRole('status')).toHaveTextContent(loginMessages.timedOut);
  });

  it('links to the account screens and offers single sign-on', async () => {
    mockApi([]);
    renderApp('/wcpp/login');
    const main = within(await screen.findByRole('main'));
    expect(await main.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Forgot Username' })).toHaveAttribute('href', '/wcpp/forgotusernm');
    expect(main.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/wcpp/resetPassword');
    expect(main.getByRole('link', { name: 'Register Here' })).toHaveAttribute('href', '/wcpp/registration');
    expect(main.getByRole('button', { name: 'SIGN IN' })).toBeInTheDocument();
  });
});
