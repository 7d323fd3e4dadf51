import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notificationCalls, shellTexts, supportContact, userCalls } from '@wcpp/contract';
import { mockApi, on } from '../test/api-mock';
import { userDetails } from '../test/fixtures';
import { renderApp, signInAs } from '../test/render';

const people: Record<string, ReturnType<typeof userDetails>> = {
  sysadmin1: userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', affiliationCd: null }),
  provuser1: userDetails({ id: 4, userNm: 'provuser1', typeCd: 'PRUS', userFirstName: 'Pat', userLastName: 'User' }),
};

function serve() {
  return mockApi([
    on(userCalls.userByName, (_b, url) => people[url.pathname.split('/').pop()!]),
    on(notificationCalls.userNotifications, () => []),
    on(userCalls.needsBackfill, () => false),
    on(notificationCalls.listNotifications, () => []),
  ]);
}

const at = (path: string) => waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${path}$`)));
const h1 = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('signed out (part 1 §2)', () => {
  it.each(['/wcpp/billSearch', '/wcpp/home', '/wcpp/nowhere', '/wcpp/PageNotFound', '/elsewhere'])('%s goes to /wcpp/login', async (path) => {
    serve();
    renderApp(path);
    await at('/wcpp/login');
  });

  it('shows a public screen of a later issue with its title and the public header', async () => {
    serve();
    renderApp('/wcpp/confirmAddUser');
    expect(await h1('Confirm Add User')).toBeInTheDocument();
    expect(screen.getByText(shellTexts.notAvailable)).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/wcpp/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('the signed-out pages of registration and password reset (docs/decisions/084)', () => {
  it('signed out: the sign-in shell, with no menu', async () => {
    serve();
    renderApp('/wcpp/registration');
    expect(await h1('Registration')).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/wcpp/login');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("signed in: the portal's shell and its menu around the same page", async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/resetPassword');
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
    // The page is a lazy chunk: under a full run the menu can come first.
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(/password/i));
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('signed in (part 1 §2, docs/decisions/010)', () => {
  it('sends an unknown path to /wcpp/PageNotFound with the support contact', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/no-such-screen');
    await at('/wcpp/PageNotFound');
    expect(await h1('Page Not Found')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(supportContact.phone))).toHaveTextContent(supportContact.email);
  });

  it('matches the listed spellings exactly', async () => {
    serve();
    signInAs('sysadmin1');
    renderApp('/wcpp/usersearch');
    await at('/wcpp/PageNotFound');
  });

  it.each(['/wcpp/UserSearch', '/wcpp/userSearch'])('opens %s for an administrator', async (path) => {
    serve();
    signInAs('sysadmin1');
    renderApp(path);
    expect(await h1('User Search')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeInTheDocument();
  });

  it.each([
    ['/wcpp/Notifications', 'Notifications', 'CREATE NOTIFICATION'],
    ['/wcpp/ManageRecipients', 'Manage Notification Recipients', 'SEARCH'],
  ])('opens %s for the system administrator', async (path, title, button) => {
    serve();
    signInAs('sysadmin1');
    renderApp(path);
    expect(await h1(title)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: button })).toBeInTheDocument();
  });

  it('sends a user the guard refuses to /wcpp/home', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/UserSearch');
    await at('/wcpp/home');
  });

  it('sends a signed-in user away from the login page', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/login');
    await at('/wcpp/home');
  });

  it('shows News as a heading only', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/News');
    expect(await h1('News')).toBeInTheDocument();
    expect(screen.queryByText(shellTexts.notAvailable)).not.toBeInTheDocument();
  });

  it('has the header, menu, main and footer landmarks and one h1', async () => {
    serve();
    signInAs('provuser1');
    renderApp('/wcpp/billSearch');
    expect(await h1('Bill Search')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByText('Version 2.3.35')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
