import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionTexts, appPropertyCalls, authCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { sessionStore } from '../../lib/session';
import { calls, json, mockApi, type Route, callOf, on } from '../../test/api-mock';
import { renderWithProviders, signInAs } from '../../test/render';
import { SessionServices } from './SessionServices';

const MINUTE = 60_000;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const warning = () => screen.queryByRole('alertdialog', { name: sessionTexts.warningTitle });

/** FE_APP_TIMEOUT is 5 minutes: the warning opens at 3. */
function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '5' })),
    on(authCalls.session, () => ({ username: 'provuser1', mirror: null, idleTimeoutMinutes: 5 })),
    on(authCalls.signOut, () => new Response(null, { status: 204 })),
    on(userCalls.needsBackfill, () => false),
  ]);
}

const start = async () => {
  renderWithProviders(<SessionServices />, { path: '/wcpp/billSearch?tin=1' });
  await advance(0);
};

describe('warning before the idle sign-out (WCAG 2.2.1, docs/decisions/027)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs('provuser1');
  });
  afterEach(() => vi.useRealTimers());

  it('opens two minutes before the limit as an alertdialog with the focus on Stay signed in and a live countdown', async () => {
    serve();
    await start();
    await advance(3 * MINUTE - 1);
    expect(warning()).toBeNull();
    await advance(1);
    const dialog = warning()!;
    expect(dialog).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(`${sessionTexts.warningBody} 2:00.`);
    expect(within(dialog).getByRole('button', { name: sessionTexts.staySignedIn })).toHaveFocus();
    expect(within(dialog).getByRole('timer')).toHaveTextContent('2:00');
    await advance(1_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('1:59');
    await advance(64_000);
    expect(within(dialog).getByRole('timer')).toHaveTextContent('0:55');
  });

  it('Stay signed in renews the server session, closes, and restarts the whole period', async () => {
    const fetchMock = serve();
    await start();
    await advance(3 * MINUTE + 30_000);
    fireEvent.click(within(warning()!).getByRole('button', { name: sessionTexts.staySignedIn }));
    await advance(0);
    expect(calls(fetchMock).filter((c) => c === callOf(authCalls.session))).toHaveLength(1);
    expect(fetchMock.mock.calls.find(([url, init]) => isCallOf(authCalls.session, init?.method ?? 'GET', String(url)))![1]!.headers).toMatchObject({ Authorization: 'Bearer token-provuser1' });
    await advance(1_000);
    expect(warning()).toBeNull();
    // Five minutes from the click, not from the sign-in: no sign-out at the old deadline.
    await advance(3 * MINUTE - 1_001);
    expect(warning()).toBeNull();
    expect(sessionStore.get().session).not.toBeNull();
    await advance(1);
    expect(warning()).not.toBeNull();
  });

  it('at zero signs out with the timed-out reason, ends the server session and keeps the page for the next sign-in', async () => {
    const fetchMock = serve();
    await start();
    await advance(3 * MINUTE);
    expect(warning()).not.toBeNull();
    await advance(2 * MINUTE - 1);
    expect(sessionStore.get().session).not.toBeNull();
    expect(within(warning()!).getByRole('timer')).toHaveTextContent('0:01');
    await advance(1);
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: 'timeout' });
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/login');
    const signOutCall = fetchMock.mock.calls.find(([url, init]) => isCallOf(authCalls.signOut, init?.method ?? 'GET', String(url)))!;
    expect(signOutCall[1]).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-provuser1' } });
    expect(JSON.parse(sessionStorage.getItem('wcpp.returnTo')!)).toEqual({ userName: 'provuser1', path: '/wcpp/billSearch?tin=1' });
  });

  it('Sign Out in the warning is a chosen sign-out: no notice and no return path', async () => {
    const fetchMock = serve();
    await start();
    await advance(3 * MINUTE);
    fireEvent.click(within(warning()!).getByRole('button', { name: 'Sign Out' }));
    await advance(0);
    expect(calls(fetchMock)).toContain(callOf(authCalls.signOut));
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: null });
    expect(sessionStorage.getItem('wcpp.returnTo')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/login');
  });

  it('a 401 on Stay signed in signs out with the "ended" reason', async () => {
    serve([on(authCalls.session, () => json({ code: 'UNAUTHORIZED', message: 'Session ended' }, 401))]);
    await start();
    await advance(3 * MINUTE);
    fireEvent.click(within(warning()!).getByRole('button', { name: sessionTexts.staySignedIn }));
    await advance(0);
    expect(sessionStore.get()).toEqual({ session: null, signOutReason: 'ended' });
  });

  it('activity closes the warning (part 1 §4.5: activity resets the timer)', async () => {
    serve();
    await start();
    await advance(3 * MINUTE);
    expect(warning()).not.toBeNull();
    fireEvent.mouseMove(document.body);
    await advance(1_000);
    expect(warning()).toBeNull();
  });
});
