import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminProfileMessages, emailChangeMessages, manageUsersMessages, userAdminTexts, type UserDetails, type UserRow, userAdminCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null, affiliationCd: null });
const janet = userDetails({ id: 20, userNm: 'jwalker01', userFirstName: 'Janet', userLastName: 'Walker', typeCd: 'PRUS', typeDesc: 'Provider User' });
const nora = userDetails({ id: 30, userNm: 'noemp001', userFirstName: 'Nora', userLastName: 'Emery', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null, jobTitle: null, companyNm: null, employeeId: null });
const rowOf = (u: UserDetails) => ({ id: u.id, userNm: u.userNm, userFirstName: u.userFirstName, userLastName: u.userLastName, typeCd: u.typeCd }) as UserRow;

function serve(target: UserDetails, extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(ISAD),
    on(userCalls.userByName, { name: target.userNm }, () => target),
    on(userCalls.updateUser, (body) => ({ ...target, ...(body as object) })),
  ]);
}

function open(target: UserDetails, admin: boolean, pendingRegistration = false) {
  signInAs('sysadmin1');
  const state = { user: { ...rowOf(target), pendingRegistration }, admin, searchInfo: { userName: 'wal' } };
  return renderApp({ pathname: '/wcpp/EditProfile', state });
}

const putBodies = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => JSON.parse(String(init!.body)));

describe("Edit Profile of another account (part 2 §2, §5)", () => {
  it("titles the page with the user's name, lets the affiliation change, and returns to Manage Users", async () => {
    const fetchMock = serve(janet);
    const user = userEvent.setup({ delay: null });
    open(janet, false);
    expect(await screen.findByRole('heading', { name: 'User Profile for Janet Walker' })).toBeInTheDocument();
    expect(screen.getByText('jwalker01')).toBeInTheDocument();
    expect(screen.queryByLabelText(fieldLabel('Employee ID'))).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(fieldLabel('Affiliation')), 'BILLING_CO');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(putBodies(fetchMock)[0]).toMatchObject({ id: 20, userNm: 'jwalker01', typeCd: 'PRUS', affiliationCd: 'BILLING_CO' });
  });

  it('shows an account ADD USER made as pending registration, not its placeholder name, and saves it by that name', async () => {
    const invited = userDetails({ id: 40, userNm: 'invite-3fa9c2d10b7e', userFirstName: 'Nadia', userLastName: 'Petrov', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null, employeeId: 'E100990' });
    const fetchMock = serve(invited);
    const user = userEvent.setup({ delay: null });
    open(invited, true, true);
    expect(await screen.findByRole('heading', { name: 'User Profile for Nadia Petrov' })).toBeInTheDocument();
    expect(screen.getByText('pending registration')).toBeInTheDocument();
    expect(screen.queryByText('invite-3fa9c2d10b7e')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(putBodies(fetchMock)[0]).toMatchObject({ id: 40, userNm: 'invite-3fa9c2d10b7e' }));
  });

  it("asks the system administrator for an internal account's employee id, and shows an address in use at the field", async () => {
    serve(nora, [on(userCalls.updateUser, () => json({ code: 'INVALID_EMAIL', message: 'x' }, 409))]);
    const user = userEvent.setup({ delay: null });
    open(nora, true);
    const employeeId = await screen.findByLabelText(fieldLabel('Employee ID'));
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(adminProfileMessages.employeeId)).toBeInTheDocument();
    await user.type(employeeId, 'E100555');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(adminProfileMessages.emailInUse)).toBeInTheDocument();
  });

  it('saves from Manage Users with the success text shown there, and no employee id sent for a provider', async () => {
    // A Provider Admin of Janet's group.
    const fetchMock = serve(janet, [...shellRoutes(userDetails()), on(userAdminCalls.manageUsers, { grpInfoId: 1001, actor: 'provadmin1' }, () => [])]);
    const user = userEvent.setup({ delay: null });
    signInAs('provadmin1');
    renderApp({ pathname: '/wcpp/EditProfile', state: { user: rowOf(janet), admin: false } });
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.clear(email);
    await user.type(email, 'janet.walker@clinic.example');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    expect(await screen.findByText(manageUsersMessages.updated)).toBeInTheDocument();
    expect(putBodies(fetchMock)[0]).toMatchObject({ id: 20, userNm: 'jwalker01', grpInfoId: 1001, emailAddr: 'janet.walker@clinic.example', employeeId: null });
  });

  it('tells the administrator that a new address waits for its owner: the answer still holds the old one (decision 047)', async () => {
    // The server saves the other fields and e-mails a confirmation link to the new address.
    const fetchMock = serve(janet, [
      ...shellRoutes(userDetails()),
      on(userAdminCalls.manageUsers, { grpInfoId: 1001, actor: 'provadmin1' }, () => []),
      on(userCalls.updateUser, (body) => ({ ...janet, ...(body as object), emailAddr: janet.emailAddr })),
    ]);
    const user = userEvent.setup({ delay: null });
    signInAs('provadmin1');
    renderApp({ pathname: '/wcpp/EditProfile', state: { user: rowOf(janet), admin: false } });
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    expect(screen.queryByLabelText(fieldLabel(userAdminTexts.adminPassword))).not.toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'janet.walker@newclinic.example');
    // A new address asks for the administrator's own password (decision 075).
    expect(screen.getByText(userAdminTexts.adminPasswordHint)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel(userAdminTexts.adminPassword)), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
    const notice = await screen.findByText(emailChangeMessages.adminLinkSent('janet.walker@newclinic.example'), { exact: false });
    expect(notice).toHaveTextContent(manageUsersMessages.updated);
    expect(putBodies(fetchMock)[0]).toMatchObject({ emailAddr: 'janet.walker@newclinic.example', currentPassword: 'Portal#2026' });
  });

  it("marks the administrator's password field when the server refuses it, and saves nothing", async () => {
    serve(janet, [
      on(userCalls.updateUser, () => json({ code: 'incorrect_password', message: 'Your current password is incorrect.', fields: { currentPassword: 'Your current password is incorrect.' } }, 400)),
    ]);
    const user = userEvent.setup({ delay: null });
    open(janet, true);
    const email = await screen.findByLabelText(fieldLabel('Email Address'));
    await user.clear(email);
    await user.type(email, 'janet.walker@newclinic.example');
    const password = screen.getByLabelText(fieldLabel(userAdminTexts.adminPassword));
    await user.type(password, 'Wrong#Guess123');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('Your current password is incorrect.')));
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/EditProfile');
  });

  it("checks the form with the administrator's rules before sending, and marks the fields a server refusal names", async () => {
    const fetchMock = serve(janet, [on(userCalls.updateUser, () => json({ code: 'VALIDATION', message: 'Error: Enter a valid Job Title', fields: { jobTitle: 'Error: Enter a valid Job Title' } }, 400))]);
    const user = userEvent.setup({ delay: null });
    open(janet, false);
    const phone = await screen.findByLabelText(fieldLabel('Phone Number'));
    await user.clear(phone);
    await user.type(phone, '555');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(adminProfileMessages.phone)).toBeInTheDocument();
    expect(putBodies(fetchMock)).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '5125550199');
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText('Error: Enter a valid Job Title')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/EditProfile');
  });

  it('returns to User Search with its search on CANCEL when opened from there', async () => {
    const fetchMock = serve(janet, [on(userAdminCalls.userList, () => ({ users: [], truncated: false }))]);
    const user = userEvent.setup({ delay: null });
    open(janet, true);
    await user.click(await screen.findByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/UserSearch'));
    expect(await screen.findByLabelText(fieldLabel('Username'))).toHaveValue('wal');
    expect(screen.queryByText(manageUsersMessages.updated)).not.toBeInTheDocument();
    await waitFor(() => expect(fetchMock.mock.calls.some(([u, init]) => isCallOf(userAdminCalls.userList, init?.method ?? 'GET', String(u)) && JSON.parse(String(init!.body)).userName === 'wal')).toBe(true));
  });

  it('disables SAVE while mirroring', async () => {
    serve(janet, [on(userCalls.userByName, { name: 'provadmin1' }, () => userDetails())]);
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    renderApp({ pathname: '/wcpp/EditProfile', state: { user: rowOf(janet), admin: false } });
    expect(await screen.findByText(userAdminTexts.mirroringNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SAVE' })).toBeDisabled();
  });

  it('goes back to Manage Users when opened without a user', async () => {
    serve(janet, [on(userAdminCalls.manageUsers, () => [])]);
    signInAs('sysadmin1');
    renderApp('/wcpp/EditProfile');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageUsers'));
  });
});
