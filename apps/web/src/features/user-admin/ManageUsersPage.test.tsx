import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupFactorTexts, manageUsersMessages, signInSecurityCalls, userActionConfirmations, userActionLabels, userAdminTexts, type UserDetails, type UserRow, userAdminCalls, userCalls } from '@wcpp/contract';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails, userRow } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const PRAD = userDetails();
const row = (over: Partial<UserRow>): UserRow => userRow({ lastLoginDt: null, ...over });
const rows = [
  row({}),
  row({ id: 21, userFirstName: 'Kavita', userLastName: 'Patel', userNm: 'kpatel01', typeCd: 'PRAD', typeDesc: 'Provider Admin', userActions: ['EDIT_PROFILE', 'TERMINATE'] }),
  row({ id: 22, userFirstName: 'Helen', userLastName: 'Wong', userNm: 'hwong001', statusCd: 'TERMD', statusDesc: 'Terminated', userActions: [] }),
  row({ id: 23, userFirstName: 'Omar', userLastName: 'Diaz', userNm: 'invite-0a1b2c3d4e5f', pendingRegistration: true, statusCd: 'NEW', statusDesc: 'New', userActions: ['EDIT_PROFILE', 'RESEND_REGISTRATION'] }),
];

function serve(me: UserDetails, extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(me),
    on(userAdminCalls.manageUsers, { grpInfoId: 1001 }, () => rows),
  ]);
}

describe('Manage Users (part 2 §2, §4)', () => {
  it("lists the group's users, with the actions the server gives each row, and none for a terminated one", async () => {
    serve(PRAD);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    expect(await screen.findByRole('cell', { name: 'jwalker01' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Terminated' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actions for Helen Wong' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: userAdminTexts.addUser })).toHaveAttribute('href', '/wcpp/ManageUserAddUser');
    await user.click(screen.getByRole('button', { name: 'Actions for Kavita Patel' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit Profile', 'Terminate']);
  });

  it("shows an invited user who has not registered yet as 'pending registration', not the placeholder name, and filters on it (issue 26 §4)", async () => {
    serve(PRAD);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const table = await screen.findByRole('table', { name: userAdminTexts.manageUsersTitle });
    const omar = (await within(table).findByRole('cell', { name: 'Omar' })).closest('tr')!;
    expect(within(omar).getByRole('cell', { name: 'pending registration' })).toBeInTheDocument();
    expect(table).not.toHaveTextContent('invite-');
    await user.type(within(table).getByRole('textbox', { name: 'Filter by Username' }), 'pending');
    await waitFor(() => expect(within(table).queryByRole('cell', { name: 'jwalker01' })).not.toBeInTheDocument());
    expect(within(table).getByRole('cell', { name: 'pending registration' })).toBeInTheDocument();
  });

  it('asks before terminating, shows the 600 refusal word for word, and reloads the list', async () => {
    let loads = 0;
    const fetchMock = serve(PRAD, [
      on(userAdminCalls.manageUsers, { grpInfoId: 1001, actor: 'provadmin1' }, () => (loads++, rows)),
      on(userAdminCalls.terminateUser, { actor: 'provadmin1', target: 'kpatel01' }, () => json({ code: '600', message: 'x' }, 409)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    await user.click(await screen.findByRole('button', { name: 'Actions for Kavita Patel' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Terminate the account of Kavita Patel?');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(manageUsersMessages.noOtherAdmin)).toBeInTheDocument();
    await waitFor(() => expect(loads).toBe(2));
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith('/terminateUser/provadmin1/kpatel01') && init?.method === 'PUT')).toBe(true);
  });

  it('disables every change while mirroring, and reads the mirrored group', async () => {
    serve(PRAD, [on(userCalls.userByName, { name: 'sysadmin1' }, () => userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null }))]);
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    expect(await screen.findByText(userAdminTexts.mirroringNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: userAdminTexts.addUser })).toBeDisabled();
    await user.click(await screen.findByRole('button', { name: 'Actions for Janet Walker' }));
    expect(await screen.findByRole('menuitem', { name: 'Terminate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('menuitem', { name: 'Manage TINs' })).not.toHaveAttribute('aria-disabled');
  });

  it('sends an internal administrator without a group to User Search', async () => {
    serve(userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null }));
    signInAs('sysadmin1');
    renderApp('/wcpp/ManageUsers');
    const note = (await screen.findByText(userAdminTexts.noGroup, { exact: false })).closest('[role="alert"]') as HTMLElement;
    expect(within(note).getByRole('link', { name: 'User Search' })).toHaveAttribute('href', '/wcpp/UserSearch');
  });
});

describe("Manage Users: the group's second-factor rule and a user's reset (issue 46 §2, §4)", () => {
  it('shows the rule, saves a change with SAVE and says so; SAVE is off until something changed', async () => {
    const saved: unknown[] = [];
    serve(PRAD, [
      on(signInSecurityCalls.groupFactorRule, { groupId: 1001 }, () => ({ required: false })),
      on(signInSecurityCalls.saveGroupFactorRule, { groupId: 1001 }, (body) => (saved.push(body), body)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const box = await screen.findByRole('checkbox', { name: groupFactorTexts.label });
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription(groupFactorTexts.hint);
    const save = screen.getByRole('button', { name: groupFactorTexts.save });
    expect(save).toBeDisabled();
    await user.click(box);
    await user.click(save);
    expect(await screen.findByText(groupFactorTexts.saved(true))).toBeInTheDocument();
    expect(saved).toEqual([{ required: true }]);
    expect(save).toBeDisabled();
  });

  it("resets a user's sign-in security after asking, and says so", async () => {
    const reset: unknown[] = [];
    serve(PRAD, [
      on(userAdminCalls.manageUsers, { grpInfoId: 1001 }, () => [row({ userActions: ['EDIT_PROFILE', 'RESET_SECOND_FACTORS'] })]),
      on(signInSecurityCalls.groupFactorRule, { groupId: 1001 }, () => ({ required: false })),
      on(signInSecurityCalls.resetSecondFactors, (body) => (reset.push(body), new Response(null, { status: 204 }))),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageUsers');
    const name = `${row({}).userFirstName} ${row({}).userLastName}`;
    await user.click(await screen.findByRole('button', { name: `Actions for ${name}` }));
    await user.click(await screen.findByRole('menuitem', { name: userActionLabels.RESET_SECOND_FACTORS }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(userActionConfirmations.RESET_SECOND_FACTORS(name));
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(groupFactorTexts.resetDone(name))).toBeInTheDocument();
    expect(reset).toEqual([{ userName: row({}).userNm }]);
  });
});
