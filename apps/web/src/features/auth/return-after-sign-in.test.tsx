import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loginMessages, logoutTexts, sessionTexts, authCalls, notificationCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { sessionStore } from '../../lib/session';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const location = () => screen.getByTestId('location');

/** The server of these stories: provuser1's old session has ended until a new sign-in. */
function serve({ ended = false } = {}) {
  let sessionEnded = ended;
  return mockApi([
    on(authCalls.authenticate, (body) => {
      sessionEnded = false;
      const { username } = (body ?? {}) as { username?: string };
      return { token: 'fresh', username: username ?? 'provuser1', mirror: null };
    }),
    on(userCalls.userByName, (_b, url) =>
      sessionEnded ? json({ code: 'UNAUTHORIZED', message: 'Session ended' }, 401) : userDetails({ userNm: url.pathname.split('/').pop()!, typeCd: 'PRUS' })),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(authCalls.signOut, () => new Response(null, { status: 204 })),
  ]);
}

async function signInWithForm(username: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(await screen.findByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), 'Portal#2026');
  await user.click(screen.getByRole('button', { name: 'LOGIN' }));
}

describe('signing in again after a sign-out the person did not choose (docs/decisions/027)', () => {
  it('a 401 shows the "ended" notice, and the next sign-in returns to the page and its query', async () => {
    serve({ ended: true });
    signInAs('provuser1');
    renderApp('/wcpp/billSearch?tin=1');
    // The screen loads lazily first (docs/decisions/035): a cold worker under load takes over a second.
    // The notice is the login page's status; the screen being left may show an empty one for a moment.
    const notice = await screen.findByText(sessionTexts.ended, {}, { timeout: 8000 });
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(location()).toHaveTextContent(/^\/wcpp\/login$/);
    await signInWithForm('provuser1');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/billSearch\?tin=1$/));
    expect(sessionStorage.getItem('wcpp.returnTo')).toBeNull();
  });

  it('after the idle sign-out, single sign-on (through /wcpp/authenticate) returns to the page', async () => {
    serve();
    signInAs('provuser1');
    sessionStore.signOut('timeout', '/wcpp/ClaimSearch?claim=7');
    renderApp('/wcpp/authenticate?code=abc&state=xyz');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/ClaimSearch\?claim=7$/));
  });

  it('someone else signing in on the same tab goes home', async () => {
    serve();
    signInAs('provuser1');
    sessionStore.signOut('timeout', '/wcpp/ClaimSearch?claim=7');
    renderApp('/wcpp/login');
    expect(await screen.findByRole('status')).toHaveTextContent(loginMessages.timedOut);
    await signInWithForm('provadmin1');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/home$/));
  });

  it('a stored absolute address is never followed', async () => {
    serve();
    sessionStorage.setItem('wcpp.returnTo', JSON.stringify({ userName: 'provuser1', path: 'https://evil.example/wcpp/home' }));
    renderApp('/wcpp/authenticate?code=abc&state=xyz');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/home$/));
  });
});

describe('a sign-out the person chose', () => {
  it('Sign Out ends the server session, shows no notice, and the next sign-in goes home', async () => {
    const fetchMock = serve();
    signInAs('provuser1');
    renderApp('/wcpp/billSearch?tin=1');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/login$/));
    const signOutCall = fetchMock.mock.calls.find(([url, init]) => isCallOf(authCalls.signOut, init?.method ?? 'GET', String(url)))!;
    expect(signOutCall[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-provuser1' } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await signInWithForm('provuser1');
    await waitFor(() => expect(location()).toHaveTextContent(/^\/wcpp\/home$/));
  });

  it('/wcpp/logout ends the server session too', async () => {
    const fetchMock = serve();
    signInAs('provuser1');
    renderApp('/wcpp/logout');
    expect(await screen.findByText(logoutTexts.thanks)).toBeInTheDocument();
    // The sign-out runs in the page's effect, which React may run just after the thanks are drawn.
    await waitFor(() => expect(calls(fetchMock)).toContain(callOf(authCalls.signOut)));
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: null });
  });
});
