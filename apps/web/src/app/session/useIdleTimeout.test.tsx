import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginMessages, appPropertyCalls, authCalls, notificationCalls, userCalls } from '@wcpp/contract';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';
import { useIdleTimeout } from './useIdleTimeout';

const MINUTE = 60_000;

function Harness({ onExpire }: { onExpire: () => void }) {
  useIdleTimeout(onExpire);
  return null;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('idle sign-out (part 1 §4.5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signInAs('provuser1');
  });
  afterEach(() => vi.useRealTimers());

  it('fetches FE_APP_TIMEOUT 5 seconds after sign-in, not before', async () => {
    const fetchMock = mockApi([on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '30' }))]);
    render(<Harness onExpire={vi.fn()} />);
    await advance(4_999);
    expect(fetchMock).not.toHaveBeenCalled();
    await advance(1);
    expect(calls(fetchMock)).toEqual([callOf(appPropertyCalls.appProperty, { params: { name: 'FE_APP_TIMEOUT' } })]);
    expect(fetchMock.mock.calls[0]![1]!.headers).toMatchObject({ Authorization: 'Bearer token-provuser1' });
  });

  it('signs out after the server value in minutes without activity', async () => {
    mockApi([on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '2' }))]);
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    await advance(2 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it.each(['load', 'mousemove', 'mousedown', 'click', 'scroll', 'keypress'])('%s restarts the idle period', async (eventName) => {
    mockApi([on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '2' }))]);
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    await advance(90_000);
    fireEvent(eventName === 'load' || eventName === 'scroll' ? window : document.body, new Event(eventName, { bubbles: true }));
    await advance(2 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('keeps the 30-minute default when the fetch fails', async () => {
    mockApi([on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => json({ code: 'X', message: 'down' }, 500))]);
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    await advance(30 * MINUTE - 1);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it("follows the limit the server enforces, as GET /auth/session answers it on a renewal", async () => {
    const fetchMock = mockApi([
      on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => json({ code: 'X', message: 'down' }, 500)),
      on(authCalls.session, () => ({ username: 'provuser1', mirror: null, idleTimeoutMinutes: 4 })),
    ]);
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    await advance(90_000);
    fireEvent.mouseMove(document.body);
    await advance(15_000);
    expect(calls(fetchMock)).toContain(callOf(authCalls.session));
    await advance(4 * MINUTE - 15_001);
    expect(onExpire).not.toHaveBeenCalled();
    await advance(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('keeps the 30-minute default when the network is down', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    const onExpire = vi.fn();
    render(<Harness onExpire={onExpire} />);
    await advance(30 * MINUTE);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

describe('idle sign-out in the app', () => {
  it('signs out, clears the session and shows the timed-out notice on the login page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockApi([
      on(appPropertyCalls.appProperty, { name: 'FE_APP_TIMEOUT' }, () => ({ propertyNm: 'FE_APP_TIMEOUT', propertyValue: '1' })),
      on(userCalls.userByName, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(notificationCalls.userNotifications, () => []),
      on(userCalls.needsBackfill, () => false),
    ]);
    signInAs('provuser1');
    renderApp('/wcpp/billSearch');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bill Search' })).toBeInTheDocument();
    // The session services (idle timer, profile check) load lazily; the profile check shows they run.
    await waitFor(() => expect(calls(fetchMock)).toContain(callOf(userCalls.needsBackfill, { params: { userName: 'provuser1' } })));
    await advance(MINUTE + 5_000);
    expect(await screen.findByText(loginMessages.timedOut)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/login');
    expect(sessionStorage.getItem('wcpp.token')).toBeNull();
    expect(document.cookie).not.toContain('authorization=');
  });
});
