import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { manageUsersMessages, userSearchMessages, type UserRow } from '@wcpp/contract';
import { mockApi, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null });
const peter: UserRow = {
  id: 11,
  userFirstName: 'Peter',
  userLastName: 'Ulrich',
  userNm: 'provuser1',
  emailAddr: 'provuser1@clinic.example',
  statusDesc: 'Active',
  statusCd: 'ACTIV',
  typeDesc: 'Provider User',
  typeCd: 'PRUS',
  grpInfoId: 1001,
  createdDt: '2022-03-04T14:00:00.000Z',
  lastLoginDt: null,
  userActions: ['EDIT_PROFILE', 'MANAGE_TINS', 'VIEW_TINS', 'TERMINATE', 'RESET_PASSWORD', 'MIRROR'],
  mgrUserInfoId: 7,
};

function serve() {
  return mockApi([
    ...shellRoutes(ISAD),
    ['POST', '/api/admin/userList', (body) => ((body as { userName?: string }).userName === 'prov' ? { users: [peter], truncated: false } : { users: [], truncated: false })],
    ['GET', '/api/ftin/userFtins/provuser1', () => [{ ftin: '751234501', createdDate: '2022-06-01T13:00:00.000Z', activeFlag: true }]],
  ]);
}

describe('User Search (part 2 §2, §5)', () => {
  it('takes one field at a time and checks it with the rules of §5', async () => {
    serve();
    signInAs('sysadmin1');
    const user = userEvent.setup();
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
    const user = userEvent.setup();
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
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/admin/userList')).length).toBeGreaterThanOrEqual(2));
  });
});
