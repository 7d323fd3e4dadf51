import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { genericMessages, userAdminTexts, userTinsMessages, type UserRow, tinCalls, userAdminCalls } from '@wcpp/contract';
import { calls, json, mockApi, type Route, shellRoutes, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const IRAD = userDetails({ id: 2, userNm: 'readonly1', typeCd: 'IRAD', grpInfoId: null, affiliationCd: null });
const omar = { id: 40, userNm: 'riverbend1', userFirstName: 'Omar', userLastName: 'Haddad', typeCd: 'PRAD' } as UserRow;

function open(extra: Route[] = []) {
  const fetchMock = mockApi([
    ...extra,
    ...shellRoutes(IRAD),
    on(tinCalls.userFtins, { userName: 'riverbend1' }, () => [
      { ftin: '593310202', createdDate: '2021-04-01T13:00:00.000Z' },
      { ftin: '593310201', createdDate: '2021-03-01T13:00:00.000Z' },
    ]),
    on(userAdminCalls.userList, () => ({ users: [], truncated: false })),
  ]);
  signInAs('readonly1');
  renderApp({ pathname: '/wcpp/ViewTinsForUser', state: { user: omar, searchInfo: { emailAddress: 'riverbend1@' } } });
  return fetchMock;
}

describe('View TINs (part 2 §2)', () => {
  it("lists the user's TINs read-only, by TIN, with the date each was added", async () => {
    open();
    expect(await screen.findByRole('heading', { name: userAdminTexts.viewTinsTitle('Omar Haddad') })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: userAdminTexts.viewTinsTitle('Omar Haddad') });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['593310201', '3/1/2021'], ['593310202', '4/1/2021']]);
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
  });

  it('goes BACK to User Search with the search it came from', async () => {
    open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: userAdminTexts.back }));
    expect(await screen.findByRole('heading', { name: userAdminTexts.userSearchTitle })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/UserSearch');
    expect(screen.getByDisplayValue('riverbend1@')).toBeInTheDocument();
  });

  it('says the TINs could not be read, and still offers BACK', async () => {
    open([on(tinCalls.userFtins, { userName: 'riverbend1' }, () => json({ code: 'INTERNAL', message: 'x' }, 500))]);
    expect(await screen.findByText(genericMessages.retrieval, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: userAdminTexts.back })).toBeInTheDocument();
  });

  it('titles the page with the user\'s name and says when the user has no TINs', async () => {
    open([on(tinCalls.userFtins, { userName: 'riverbend1' }, () => [])]);
    expect(await screen.findByRole('heading', { name: 'View TINs for Omar Haddad' })).toBeInTheDocument();
    expect(await screen.findByText(userAdminTexts.noTins)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SAVE' })).not.toBeInTheDocument();
  });

  it('shows the retrieval message word for word, and BACK still returns to the search, which runs again', async () => {
    const row = { ...omar, emailAddr: 'riverbend1@clinic.example', statusDesc: 'Active', statusCd: 'ACTIV', typeDesc: 'Provider Admin', grpInfoId: 1002, createdDt: '2022-03-04T14:00:00.000Z', lastLoginDt: null, userActions: ['VIEW_TINS'], mgrUserInfoId: null };
    const fetchMock = open([
      on(tinCalls.userFtins, { userName: 'riverbend1' }, () => json({ code: 'INTERNAL', message: 'x' }, 500)),
      on(userAdminCalls.userList, (body) => ((body as { emailAddress?: string }).emailAddress === 'riverbend1@' ? { users: [row], truncated: false } : { users: [], truncated: false })),
    ]);
    expect(await screen.findByText(userTinsMessages.retrieval)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: userAdminTexts.back }));
    expect(await screen.findByRole('heading', { name: userAdminTexts.userSearchTitle })).toBeInTheDocument();
    expect(screen.getByDisplayValue('riverbend1@')).toBeInTheDocument();
    // The search it came from is shown again, with its user.
    expect(await screen.findByRole('cell', { name: 'riverbend1' })).toBeInTheDocument();
    await waitFor(() => expect(calls(fetchMock)).toContain(callOf(userAdminCalls.userList)));
  });

  it('goes to User Search when no user is given (the page was opened directly)', async () => {
    mockApi([...shellRoutes(IRAD)]);
    signInAs('readonly1');
    renderApp('/wcpp/ViewTinsForUser');
    expect(await screen.findByRole('heading', { name: userAdminTexts.userSearchTitle })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/UserSearch');
    expect(screen.queryByRole('heading', { name: /^View TINs for/ })).not.toBeInTheDocument();
  });
});
