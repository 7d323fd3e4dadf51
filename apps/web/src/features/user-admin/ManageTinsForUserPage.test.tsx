import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageUsersMessages, userAdminTexts, userTinsMessages, type UserRow, tinCalls, userAdminCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const PRAD = userDetails();
const target = (over: Partial<UserRow> = {}) =>
  ({ id: 20, userNm: 'jwalker01', userFirstName: 'Janet', userLastName: 'Walker', typeCd: 'PRUS', grpInfoId: 1001, userActions: [], ...over }) as UserRow;
const tins = [
  { ftin: '751234501', hasIt: true, createdDate: '2021-03-01T13:00:00Z' },
  { ftin: '751234502', hasIt: false, createdDate: '2021-04-01T13:00:00Z' },
];

function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(PRAD),
    on(tinCalls.managedUserFtins, { userName: 'jwalker01' }, () => tins),
    on(tinCalls.saveManagedUserFtins, { userName: 'jwalker01' }, (body) => body),
    on(userAdminCalls.manageUsers, () => []),
  ]);
}
const saves = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => isCallOf(tinCalls.saveManagedUserFtins, init?.method ?? 'GET', String(u), { userName: 'jwalker01' }))
    .map(([u, init]) => ({ url: new URL(String(u), 'http://x'), body: JSON.parse(String(init!.body)) }));

describe('Manage TINs for a user (part 2 §2, §4, §5)', () => {
  it("ticks the user's TINs, and SAVE sends the full list, then returns to Manage Users with the success text", async () => {
    const fetchMock = serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp({ pathname: '/wcpp/ManageTinsForUser', state: { user: target() } });
    expect(await screen.findByRole('heading', { name: 'Manage TINs for Janet Walker' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Select 751234501' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select 751234502' })).not.toBeChecked();
    expect(screen.getByRole('cell', { name: '3/1/2021' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select 751234502' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(await screen.findByText(manageUsersMessages.updated)).toBeInTheDocument();
    const [save] = saves(fetchMock);
    expect(save.url.searchParams.get('lastUpdatedUserName')).toBe('provadmin1');
    expect(save.body).toEqual([
      { ftin: '751234501', hasIt: true },
      { ftin: '751234502', hasIt: true },
    ]);
  });

  it("refuses to remove every TIN with the spec's dialog, and sends nothing", async () => {
    const fetchMock = serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp({ pathname: '/wcpp/ManageTinsForUser', state: { user: target() } });
    await user.click(await screen.findByRole('checkbox', { name: 'Select 751234501' }));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    const dialog = await screen.findByRole('dialog', { name: userTinsMessages.removeAll });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saves(fetchMock)).toHaveLength(0);
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageTinsForUser');
  });

  it("keeps a Provider Admin's TINs read-only, and shows the server's refusal if asked anyway", async () => {
    serve();
    signInAs('provadmin1');
    renderApp({ pathname: '/wcpp/ManageTinsForUser', state: { user: target({ typeCd: 'PRAD' }) } });
    expect(await screen.findByText(userAdminTexts.providerAdminTins)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Select 751234501' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it('shows a refusal of the server (PRAD_TINS_FIXED) in its words', async () => {
    serve([on(tinCalls.saveManagedUserFtins, { userName: 'jwalker01' }, () => json({ code: 'PRAD_TINS_FIXED', message: 'x' }, 409))]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp({ pathname: '/wcpp/ManageTinsForUser', state: { user: target() } });
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(userTinsMessages.providerAdminFixed)).toBeInTheDocument();
  });

  it('disables the selection and SAVE while mirroring; CANCEL returns to Manage Users', async () => {
    serve([on(userCalls.userByName, { name: 'sysadmin1' }, () => userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null }))]);
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    const user = userEvent.setup({ delay: null });
    renderApp({ pathname: '/wcpp/ManageTinsForUser', state: { user: target() } });
    expect(await screen.findByText(userAdminTexts.mirroringNote)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Select 751234502' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
  });

  it('goes back to Manage Users when opened without a user', async () => {
    serve();
    signInAs('provadmin1');
    renderApp('/wcpp/ManageTinsForUser');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
  });
});
