import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageUsersMessages, tableTexts, userAdminCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails, userRow } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const PRAD = userDetails();
const row = userRow;
const janet = row({});
const kavita = row({ id: 21, userFirstName: 'Kavita', userLastName: 'Patel', userNm: 'kpatel01', typeCd: 'PRAD', typeDesc: 'Provider Admin', userActions: ['EDIT_PROFILE', 'CONVERT_TO_USER', 'TERMINATE'] });
const newbie = row({ id: 23, userFirstName: 'Omar', userLastName: 'Diaz', userNm: 'invite-0a1b2c3d4e5f', emailAddr: 'omar.diaz@clinic.example', statusCd: 'NEW', statusDesc: 'New', userActions: ['EDIT_PROFILE', 'RESEND_REGISTRATION'] });
const blank = row({ id: 24, userFirstName: 'Bea', userLastName: 'Blank', userNm: 'bblank01', emailAddr: null, userActions: ['RESET_PASSWORD'] });
// An IRAD row never has a menu (part 2 §2), even if a list named actions.
const irad = row({ id: 25, userFirstName: 'Ira', userLastName: 'Reader', userNm: 'iread001', typeCd: 'IRAD', typeDesc: 'Internal Read-Only Admin', grpInfoId: null, userActions: ['MIRROR'] });
const rows = [janet, kavita, newbie, blank, irad];

function serve(extra: Route[] = []) {
  return mockApi([...extra, ...shellRoutes(PRAD), on(userAdminCalls.manageUsers, { grpInfoId: 1001, actor: 'provadmin1' }, () => rows)]);
}
const sent = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(([u, init]) => (init?.method ?? 'GET') === method && new URL(String(u), 'http://x').pathname === path);

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
  return screen.findByRole('dialog');
}

describe('Manage Users row actions (part 2 §4, §7, §8)', () => {
  it('shows the dates M/D/YYYY and offers no menu on an IRAD row', async () => {
    serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    expect(await screen.findByRole('cell', { name: 'iread001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Actions for Ira Reader/ })).not.toBeInTheDocument();
    // The two dates are folded into the row's details until chosen (decision 032).
    await user.click(screen.getByRole('button', { name: tableTexts.showDetails('Janet Walker'), expanded: false }));
    expect(await screen.findByText('3/4/2022')).toBeInTheDocument();
    expect(screen.getByText('11/9/2024')).toBeInTheDocument();
  });

  it('converts a Provider User after CONTINUE, says so and reloads; CANCEL sends nothing', async () => {
    let loads = 0;
    const fetchMock = serve([
      on(userAdminCalls.manageUsers, { grpInfoId: 1001, actor: 'provadmin1' }, () => (loads++, rows)),
      on(userAdminCalls.convertUserToAdmin, { actor: 'provadmin1', target: 'jwalker01' }, () => 'success'),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    let dialog = await choose(user, 'Janet Walker', 'Convert to Provider Admin');
    expect(dialog).toHaveTextContent('Convert Janet Walker to a Provider Admin?');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', apiPath(userAdminCalls.convertUserToAdmin, { params: { actor: 'provadmin1', target: 'jwalker01' } }))).toHaveLength(0);
    dialog = await choose(user, 'Janet Walker', 'Convert to Provider Admin');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(manageUsersMessages.updated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(fetchMock, 'POST', apiPath(userAdminCalls.convertUserToAdmin, { params: { actor: 'provadmin1', target: 'jwalker01' } }))).toHaveLength(1);
    await waitFor(() => expect(loads).toBe(2));
  });

  it("shows the refusal to convert the group's last Provider Admin", async () => {
    serve([on(userAdminCalls.convertAdminToUser, { actor: 'provadmin1', target: 'kpatel01' }, () => json({ code: 'NO_OTHER_ADMIN_CONVERT', message: 'x' }, 409))]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const dialog = await choose(user, 'Kavita Patel', 'Convert to Provider User');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(manageUsersMessages.noOtherAdminConvert);
  });

  it('sends a temporary password with the administrator named, and says where it went', async () => {
    const fetchMock = serve([on(userAdminCalls.resetPasswordByAdmin, () => ({ emailAddress: 'jwalker01@clinic.example' }))]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const dialog = await choose(user, 'Janet Walker', 'Reset Password');
    expect(dialog).toHaveTextContent('Send Janet Walker an email with a temporary password?');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(manageUsersMessages.passwordResetSent('jwalker01@clinic.example'))).toBeInTheDocument();
    const [[, init]] = sent(fetchMock, 'POST', apiPath(userAdminCalls.resetPasswordByAdmin));
    expect(JSON.parse(String(init!.body))).toEqual({ userName: 'jwalker01', emailAddress: 'jwalker01@clinic.example', adminUserName: 'provadmin1' });
  });

  it('stops at a blank e-mail address before asking or calling', async () => {
    const fetchMock = serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    await user.click(await screen.findByRole('button', { name: 'Actions for Bea Blank' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(manageUsersMessages.blankEmail);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent(fetchMock, 'POST', apiPath(userAdminCalls.resetPasswordByAdmin))).toHaveLength(0);
  });

  it('resends the registration to the e-mail address of a NEW account', async () => {
    const fetchMock = serve([on(userAdminCalls.regenRegistrationByAdmin, { actor: 'provadmin1', email: 'omar.diaz@clinic.example' }, () => ({ emailAddress: 'omar.diaz@clinic.example' }))]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const dialog = await choose(user, 'Omar Diaz', 'Resend Registration');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(manageUsersMessages.registrationResent)).toBeInTheDocument();
    expect(sent(fetchMock, 'POST', apiPath(userAdminCalls.regenRegistrationByAdmin, { params: { actor: 'provadmin1', email: 'omar.diaz@clinic.example' } }))).toHaveLength(1);
  });

  it('terminates, and shows the success text', async () => {
    serve([on(userAdminCalls.terminateUser, { actor: 'provadmin1', target: 'jwalker01' }, () => 1)]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const dialog = await choose(user, 'Janet Walker', 'Terminate');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByRole('status')).toHaveTextContent(manageUsersMessages.terminated);
  });

  it('works with the keyboard alone: the menu, the dialog with focus in it, and focus back on the menu button', async () => {
    serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const button = await screen.findByRole('button', { name: 'Actions for Janet Walker' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // Edit Profile, Manage TINs, Convert to Provider Admin, Terminate.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Terminate');
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('names each menu button starting with nothing but its visible label', async () => {
    serve();
    signInAs('provadmin1');
    renderApp('/wcpp/ManageUsers');
    const button = await screen.findByRole('button', { name: 'Actions for Janet Walker' });
    expect(button.getAttribute('aria-label')).toContain(button.textContent!.trim());
  });
});
