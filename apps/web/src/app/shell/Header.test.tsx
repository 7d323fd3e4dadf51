import { screen, waitFor, within } from '@testing-library/react';
import { authCalls, notificationCalls, userCalls } from '@wcpp/contract';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { defaultConfig } from '../../lib/config';
import { sessionStore } from '../../lib/session';
import { calls, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { Header } from './Header';

const admin = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', userFirstName: 'Sam', userLastName: 'Admin' });
const paula = userDetails({ id: 3, userNm: 'provadmin1' });

function serve(notifications: Array<{ id: number; dwnld: 'Y' | 'N' }> = []) {
  let list = notifications.map((n) => ({
    wcp_notification_id: n.id, name: `Notice ${n.id}`, notification_link: `/content/notices/n${n.id}`, notification_user_dwnld: n.dwnld,
  }));
  return mockApi([
    on(userCalls.userByName, { name: 'sysadmin1' }, () => admin),
    on(userCalls.userByName, { name: 'provadmin1' }, () => paula),
    on(notificationCalls.userNotifications, () => list),
    on(notificationCalls.notificationViewed, (body) => {
      list = list.map((n) => (n.wcp_notification_id === (body as { wcp_notification_id: number }).wcp_notification_id ? { ...n, notification_user_dwnld: 'Y' as const } : n));
      return new Response(null, { status: 204 });
    }),
    on(authCalls.mirrorStop, () => ({ token: 'admin-again', username: 'sysadmin1', mirror: null })),
  ]);
}

describe('header (part 1 §1)', () => {
  it('Contact Us shows the support phone, e-mail and hours', async () => {
    serve();
    renderWithProviders(<Header />, { path: '/wcpp/registration' });
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contact Us' }));
    expect(dialog.getByRole('link', { name: '1-800-555-0134' })).toHaveAttribute('href', 'tel:1-800-555-0134');
    expect(dialog.getByRole('link', { name: 'providerportal@network.example' })).toHaveAttribute('href', 'mailto:providerportal@network.example');
    expect(dialog.getByText('Monday to Friday 08:00am to 08:00pm Eastern')).toBeInTheDocument();
  });

  it('Contact Us closes with Escape or CLOSE and gives the focus back to its button (docs/decisions/035)', async () => {
    serve();
    renderWithProviders(<Header />, { path: '/wcpp/login' });
    const user = userEvent.setup({ delay: null });
    const contactUs = screen.getByRole('button', { name: 'Contact Us' });
    await user.click(contactUs);
    await screen.findByRole('dialog', { name: 'Contact Us' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contactUs).toHaveFocus();
    await user.click(contactUs);
    await user.click(within(await screen.findByRole('dialog', { name: 'Contact Us' })).getByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contactUs).toHaveFocus();
  });

  it('starts with the Menu button of the phone menu when signed in, not before (issue 26 §5)', async () => {
    serve();
    const menu = { open: false, toggle: vi.fn(), close: vi.fn(), button: { current: null } };
    const { unmount } = renderWithProviders(<Header menu={menu} />, { path: '/wcpp/registration' });
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    unmount();
    signInAs('provadmin1');
    renderWithProviders(<Header menu={menu} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(screen.getByRole('banner')).getAllByRole('button')[0]).toBe(button);
    await userEvent.click(button);
    expect(menu.toggle).toHaveBeenCalledOnce();
    await screen.findByRole('link', { name: "Paula Adams's Account" });
  });

  it("shows the account link with the user's name", async () => {
    serve();
    signInAs('provadmin1');
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: "Paula Adams's Account" })).toHaveAttribute('href', '/wcpp/UserProfile');
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });

  it('counts unviewed notifications; opening one marks it viewed and reloads the list', async () => {
    const fetchMock = serve([{ id: 11, dwnld: 'N' }, { id: 12, dwnld: 'N' }, { id: 13, dwnld: 'Y' }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signInAs('provadmin1');
    renderWithProviders(<Header />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unviewed' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Notice 11/ }));
    expect(open).toHaveBeenCalledWith('/content/notices/n11', '_blank', 'noopener');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unviewed' })).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(callOf(notificationCalls.notificationViewed, { params: { userId: 3 } }));

    await user.click(screen.getByRole('button', { name: 'Notifications, 1 unviewed' }));
    await user.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Notice 13/ }));
    expect(calls(fetchMock).filter((c) => c.startsWith('PATCH'))).toHaveLength(1);
  });

  it('the bell works with the keyboard alone: the menu takes the focus, the arrows, Home and End move, Escape returns, Enter opens one', async () => {
    serve([{ id: 11, dwnld: 'N' }, { id: 12, dwnld: 'Y' }, { id: 13, dwnld: 'N' }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    signInAs('provadmin1');
    renderWithProviders(<Header />);
    const user = userEvent.setup({ delay: null });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unviewed' });
    bell.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const item = (n: number) => within(menu).getByRole('menuitem', { name: new RegExp(`Notice ${n}`) });
    expect(item(11)).toHaveFocus();
    expect(item(11)).toHaveTextContent('Notice 11New');
    await user.keyboard('{ArrowDown}');
    expect(item(12)).toHaveFocus();
    await user.keyboard('{End}');
    expect(item(13)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(item(11)).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(item(11)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(bell).toHaveFocus();
    expect(bell).not.toHaveAttribute('aria-expanded');

    await user.keyboard(' ');
    await screen.findByRole('menu');
    await user.keyboard('{End}{Enter}');
    expect(open).toHaveBeenCalledWith('/content/notices/n13', '_blank', 'noopener');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unviewed' })).toHaveFocus();
  });

  it('the bell menu closes on a click outside it and says when there is nothing to show', async () => {
    serve();
    signInAs('provadmin1');
    renderWithProviders(<Header />);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 0 unviewed' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'You have no notifications.' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('link', { name: "Paula Adams's Account" }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('asks again every NOTIFICATIONS_POLL_SECONDS: a notification delivered or recalled meanwhile shows without a reload', async () => {
    let list = [{ wcp_notification_id: 21, name: 'Notice 21', notification_link: '/content/notices/n21', notification_user_dwnld: 'N' as const }];
    mockApi([
      on(userCalls.userByName, { name: 'provadmin1' }, () => paula),
      on(notificationCalls.userNotifications, () => list),
    ]);
    signInAs('provadmin1');
    renderWithProviders(<Header />, { config: { ...defaultConfig, NOTIFICATIONS_POLL_SECONDS: 1 } });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unviewed' })).toBeInTheDocument();
    list = [...list, { wcp_notification_id: 22, name: 'Notice 22', notification_link: '/content/notices/n22', notification_user_dwnld: 'N' }];
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unviewed' }, { timeout: 3000 })).toBeInTheDocument();
    list = list.filter((n) => n.wcp_notification_id !== 21);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unviewed' }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('Revert asks first; YES stops mirroring and goes home', async () => {
    const fetchMock = serve();
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    renderWithProviders(<Header />, { path: '/wcpp/billSearch' });
    expect(await screen.findByText('Paula Adams')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Are you sure you want to Revert?' }));
    await user.click(dialog.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionStore.get().session?.mirror).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Revert' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'YES' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(calls(fetchMock)).toContain(callOf(authCalls.mirrorStop));
    expect(sessionStore.get().session).toEqual({ token: 'admin-again', userName: 'sysadmin1', mirror: null });
    expect(screen.queryByRole('button', { name: 'Revert' })).not.toBeInTheDocument();
  });
});

describe('live chat (part 1 §1)', () => {
  it('loads the script once with the user prefilled when LIVE_CHAT_URL is set', async () => {
    serve();
    signInAs('provadmin1');
    renderWithProviders(<Header />, { config: { ...defaultConfig, LIVE_CHAT_URL: 'https://chat.example/widget.js' } });
    await waitFor(() => expect(document.querySelectorAll('script[data-live-chat]')).toHaveLength(1));
    expect(document.querySelector('script[data-live-chat]')).toHaveAttribute('src', 'https://chat.example/widget.js');
    expect(window.liveChatSettings).toEqual({ name: 'Paula Adams', email: paula.emailAddr, phone: paula.phoneNum, type: 'Admin User' });
    document.querySelector('script[data-live-chat]')!.remove();
    delete window.liveChatSettings;
  });

  it('does nothing without LIVE_CHAT_URL', async () => {
    serve();
    signInAs('provadmin1');
    renderWithProviders(<Header />);
    await screen.findByRole('link', { name: "Paula Adams's Account" });
    expect(document.querySelector('script[data-live-chat]')).toBeNull();
    expect(window.liveChatSettings).toBeUndefined();
  });
});
