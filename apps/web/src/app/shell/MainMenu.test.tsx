import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { userCalls } from '@wcpp/contract';
import { mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { MainMenu } from './MainMenu';
import { PhoneMenuButton } from './PhoneMenuButton';
import { usePhoneMenu } from './usePhoneMenu';

const people = {
  sysadmin1: userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', affiliationCd: null }),
  readonly1: userDetails({ id: 2, userNm: 'readonly1', typeCd: 'IRAD', affiliationCd: null }),
  provadmin1: userDetails({ id: 3, userNm: 'provadmin1', typeCd: 'PRAD', affiliationCd: 'OFC_STAFF' }),
  provuser1: userDetails({ id: 4, userNm: 'provuser1', typeCd: 'PRUS', affiliationCd: 'OFC_STAFF' }),
  billing01: userDetails({ id: 5, userNm: 'billing01', typeCd: 'PRAD', affiliationCd: 'BILLING_CO' }),
  backfill1: userDetails({ id: 6, userNm: 'backfill1', typeCd: 'PRUS', affiliationCd: null }),
};

function serveUsers() {
  mockApi([on(userCalls.userByName, (_b, url) => people[url.pathname.split('/').pop() as keyof typeof people])]);
}

async function menuLabels() {
  const nav = await screen.findByRole('navigation', { name: 'Main menu' });
  await waitFor(() => expect(within(nav).queryAllByRole('link').length).toBeGreaterThan(0));
  return within(nav).getAllByRole('link').map((link) => link.textContent);
}

describe('menu per user type (part 1 §2, docs/decisions/003)', () => {
  it.each([
    ['sysadmin1', ['User Search', 'Claim Search', 'Provider Resources', 'ADD USER', 'Notifications', 'Activity']],
    ['readonly1', ['User Search', 'Claim Search', 'Provider Resources', 'Activity']],
    ['provadmin1', ['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Manage Users', 'Manage TINs', 'Demographics', 'Provider Resources', 'Activity']],
    ['provuser1', ['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Demographics', 'Provider Resources']],
    ['billing01', ['Bill Search', 'Payments', 'Manage Users', 'Manage TINs', 'Activity']],
    ['backfill1', ['Bill Search', 'Payments']],
  ])('%s sees %j', async (userName, expected) => {
    serveUsers();
    signInAs(userName);
    renderWithProviders(<MainMenu />);
    expect(await menuLabels()).toEqual(expected);
  });

  it('while mirroring shows the provider menu judged by the mirrored user', async () => {
    serveUsers();
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Pat User' });
    renderWithProviders(<MainMenu />);
    expect(await menuLabels()).toEqual(['Bill Search', 'Claim Search', 'Payments', 'Client List', 'Demographics', 'Provider Resources']);
  });

  it('while mirroring a billing company shows only what its guards admit', async () => {
    serveUsers();
    signInAs('readonly1', { userNm: 'billing01', displayName: 'Bill Co' });
    renderWithProviders(<MainMenu />);
    expect(await menuLabels()).toEqual(['Bill Search', 'Payments', 'Manage Users', 'Manage TINs', 'Activity']);
  });

  it('links each item to its route', async () => {
    serveUsers();
    signInAs('provadmin1');
    renderWithProviders(<MainMenu />);
    await menuLabels();
    expect(screen.getByRole('link', { name: 'Demographics' })).toHaveAttribute('href', '/wcpp/Demographics/DemographicSearch');
  });
});

describe('Client List agreement (part 1 §4)', () => {
  it('asks first; DECLINE closes and stays', async () => {
    serveUsers();
    signInAs('provuser1');
    renderWithProviders(<MainMenu />);
    await menuLabels();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Client List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client List Agreement' });
    await user.click(within(dialog).getByRole('button', { name: 'DECLINE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home');
    expect(document.cookie).not.toContain('Agreement-Accepted');
  });

  it('ACCEPT AND CONTINUE stores the cookie and opens the Client List; later clicks skip the dialog', async () => {
    serveUsers();
    signInAs('provuser1');
    renderWithProviders(<MainMenu />);
    await menuLabels();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Client List' }));
    await user.click(await screen.findByRole('button', { name: 'ACCEPT AND CONTINUE' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ClientList');
    expect(document.cookie).toContain('Agreement-Accepted=true');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('link', { name: 'Bill Search' }));
    await user.click(screen.getByRole('link', { name: 'Client List' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ClientList');
  });
});

/** The header's Menu button and the menu, sharing their state as Layout has them share it. */
function PhoneShell() {
  const menu = usePhoneMenu();
  return (
    <>
      <PhoneMenuButton menu={menu} />
      <MainMenu menu={menu} />
    </>
  );
}

// Below 1,240 px base.css hides the menu until it is open (data-open) and shows the button; jsdom reads no CSS.
describe('the Menu button on a phone (issue 26 §5, docs/decisions/053)', () => {
  it('opens and closes the menu it controls; the arrows move in it, Escape closes it and returns to the button', async () => {
    serveUsers();
    signInAs('provadmin1');
    renderWithProviders(<PhoneShell />);
    await menuLabels();
    const button = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const link = (name: string) => within(nav).getByRole('link', { name });
    expect(button).toHaveAttribute('aria-controls', nav.id);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');

    const user = userEvent.setup({ delay: null });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveAttribute('data-open');
    await user.keyboard('{ArrowDown}');
    expect(link('Bill Search')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Claim Search')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Activity')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Bill Search')).toHaveFocus();
    await user.keyboard('{ArrowUp}{Home}');
    expect(link('Bill Search')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(nav).not.toHaveAttribute('data-open');
    expect(button).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('choosing an item goes there and closes the menu; the Client List agreement keeps it open until ACCEPT', async () => {
    serveUsers();
    signInAs('provuser1');
    renderWithProviders(<PhoneShell />);
    await menuLabels();
    const button = screen.getByRole('button', { name: 'Menu' });
    const user = userEvent.setup({ delay: null });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Bill Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/billSearch');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Client List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Client List Agreement' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'ACCEPT AND CONTINUE' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ClientList');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
