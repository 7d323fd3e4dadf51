import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { manageUsersMessages, USER_SEARCH_LIMIT, userSearchMessages, authCalls, tinCalls, userAdminCalls, userCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { sessionStore } from '../../lib/session';
import { mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails, userRow } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null });
const peter = userRow({
  id: 11,
  userFirstName: 'Peter',
  userLastName: 'Ulrich',
  userNm: 'provuser1',
  emailAddr: 'provuser1@clinic.example',
  lastLoginDt: null,
  userActions: ['EDIT_PROFILE', 'MANAGE_TINS', 'VIEW_TINS', 'TERMINATE', 'RESET_PASSWORD', 'MIRROR'],
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(ISAD),
    on(userAdminCalls.userList, (body) => ((body as { userName?: string }).userName === 'prov' ? { users: [peter], truncated: false } : { users: [], truncated: false })),
    on(tinCalls.userFtins, { userName: 'provuser1' }, () => [{ ftin: '751234501', createdDate: '2022-06-01T13:00:00.000Z', activeFlag: true }]),
  ]);
}

describe('User Search (part 2 §2, §5)', () => {
  it('takes one field at a time and checks it with the rules of §5', async () => {
    serve();
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserSearch');
    await user.click(await screen.findByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(userSearchMessages.enterOne)).toBeInTheDocument();
    await user.type(screen.getByLabelText(fieldLabel('Username')), 'pr');
    expect(screen.getByLabelText(fieldLabel('Group ID'))).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(userSearchMessages.usernameMin)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    await user.type(screen.getByLabelText(fieldLabel('Group ID')), '10a');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(userSearchMessages.groupIdNumeric)).toBeInTheDocument();
  });

  it('shows the no-result text, and the users found with their actions; View TINs and BACK keep the search', async () => {
    const fetchMock = serve();
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/userSearch');
    await user.type(await screen.findByLabelText(fieldLabel('Username')), 'nobody');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(manageUsersMessages.noResults)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RESET' }));
    await user.type(screen.getByLabelText(fieldLabel('Username')), 'prov');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Peter Ulrich' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((i) => i.textContent)).toEqual(['Edit Profile', 'View TINs', 'Reset Password', 'Terminate', 'Mirror']);
    await user.click(within(menu).getByRole('menuitem', { name: 'View TINs' }));
    expect(await screen.findByRole('heading', { name: 'View TINs for Peter Ulrich' })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '751234501' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'BACK' }));
    expect(await screen.findByRole('cell', { name: 'provuser1' })).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Username'))).toHaveValue('prov');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u, init]) => isCallOf(userAdminCalls.userList, init?.method ?? 'GET', String(u))).length).toBeGreaterThanOrEqual(2));
  });

  it('downloads UserSearch.xlsx of the same search from the server, the button resting 500 ms', async () => {
    // More than the limit matched: the list is cut. The mock answers the workbook call too; its Accept header is checked below.
    const fetchMock = serve([on(userAdminCalls.userList, () => ({ users: [peter], truncated: true }))]);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx-1');
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserSearch');
    await user.type(await screen.findByLabelText(fieldLabel('Group ID')), '1001');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(userSearchMessages.tooMany(USER_SEARCH_LIMIT))).toBeInTheDocument();
    const download = screen.getByRole('button', { name: 'DOWNLOAD' });
    await user.click(download);
    expect(download).toBeDisabled();
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('UserSearch.xlsx');
    const exports = fetchMock.mock.calls.filter(([, init]) => (init?.headers as Record<string, string> | undefined)?.Accept === XLSX);
    expect(exports).toHaveLength(1);
    expect(exports[0]![1]!.method).toBe('POST');
    expect(JSON.parse(String(exports[0]![1]!.body))).toEqual({ groupId: '1001' });
    await waitFor(() => expect(download).toBeEnabled(), { timeout: 2000 });
  });

  it('opens Edit Profile with the search, and shows the success text back on User Search', async () => {
    const fetchMock = serve([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ id: 11, userNm: 'provuser1', userFirstName: 'Peter', userLastName: 'Ulrich', typeCd: 'PRUS' })),
      on(userCalls.updateUser, (body) => ({ ...userDetails({ id: 11, userNm: 'provuser1', typeCd: 'PRUS' }), ...(body as object) })),
    ]);
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserSearch');
    await user.type(await screen.findByLabelText(fieldLabel('Username')), 'prov');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Peter Ulrich' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit Profile' }));
    expect(await screen.findByRole('heading', { name: 'User Profile for Peter Ulrich' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(manageUsersMessages.updated)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/UserSearch');
    expect(await screen.findByRole('cell', { name: 'provuser1' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u, init]) => isCallOf(userCalls.updateUser, init?.method ?? 'GET', String(u)))).toBe(true);
    // A new search: the earlier outcome no longer stands above the new results.
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(screen.queryByText(manageUsersMessages.updated)).not.toBeInTheDocument());
  });

  it('mirrors a user after CONTINUE: the session names the mirrored user, and the portal goes home', async () => {
    const fetchMock = serve([
      on(authCalls.mirrorStart, () => ({ token: 'token-mirror', username: 'sysadmin1', mirror: { userNm: 'provuser1', displayName: 'Peter Ulrich' } })),
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ id: 11, userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/UserSearch');
    await user.type(await screen.findByLabelText(fieldLabel('Username')), 'prov');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await user.click(await screen.findByRole('button', { name: 'Actions for Peter Ulrich' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Mirror' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Mirror Peter Ulrich?');
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/home'));
    expect(sessionStore.get().session).toMatchObject({ token: 'token-mirror', userName: 'sysadmin1', mirror: { userNm: 'provuser1', displayName: 'Peter Ulrich' } });
    const [[, init]] = fetchMock.mock.calls.filter(([u, i]) => isCallOf(authCalls.mirrorStart, i?.method ?? 'GET', String(u)));
    expect(JSON.parse(String(init!.body))).toEqual({ userNm: 'provuser1' });
  });
});
