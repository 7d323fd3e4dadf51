import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupTinCodeMessages, groupTinMessages, tinClaimTexts, tinsTexts as texts, type TinClaimList, type UserDetails, tinCalls, userCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const tins = ['751234502', '751234501'].map((ftin, i) => ({
  ftin,
  createdDate: `2021-0${4 - i}-01T13:00:00.000Z`,
  addedDate: `2021-0${4 - i}-01T13:00:00.000Z`,
  displayDate: `${4 - i}/1/2021`,
  lastUpdatedUserName: 'seed',
}));

const noClaims: TinClaimList = { incoming: [], outgoing: [] };

function serve(me: UserDetails, extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(me),
    on(tinCalls.groupFtins, { groupId: 1001 }, () => tins),
    on(tinCalls.groupTinClaims, { groupId: 1001 }, () => noClaims),
  ]);
}
const sent = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method).map(([u, init]) => [new URL(String(u), 'http://x').pathname, init?.body && JSON.parse(String(init.body))]);

describe('Manage TINs of the group (part 2 §5, §8)', () => {
  it('adds a TIN with its proof and says so; shows the server refusal word for word', async () => {
    const fetchMock = serve(userDetails(), [
      on(tinCalls.addGroupFtin, { groupId: 1001, ftin: 862001103 }, () => ({ message: groupTinMessages.added('862001103') })),
      on(tinCalls.addGroupFtin, { groupId: 1001, ftin: 751234501 }, () => json({ code: 'TIN_EXISTS_INTGRP', message: 'x' }, 409)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    await user.click(await screen.findByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(groupTinMessages.enterTin)).toBeInTheDocument();
    expect(screen.getByLabelText(fieldLabel('Tax ID Number (TIN)'))).toHaveFocus();
    await user.type(screen.getByLabelText(fieldLabel('Tax ID Number (TIN)')), '862001103');
    await user.type(screen.getByLabelText(fieldLabel('Provider ID')), '100089');
    expect(screen.getByLabelText(fieldLabel('Bill Control Number'))).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText('TIN 862001103 has been successfully added.')).toBeInTheDocument();
    expect(sent(fetchMock, 'POST')[0]).toEqual([apiPath(tinCalls.addGroupFtin, { params: { groupId: 1001, ftin: 862001103 } }), { grpId: 1001, ftin: '862001103', billCntrlNum: null, cpdId: '100089' }]);
    await user.type(screen.getByLabelText(fieldLabel('Tax ID Number (TIN)')), '751234501');
    await user.type(screen.getByLabelText(fieldLabel('Bill Control Number')), '70000000017');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    expect(await screen.findByText(groupTinCodeMessages.TIN_EXISTS_INTGRP)).toBeInTheDocument();
  });

  it('marks the field a server refusal names, with its message', async () => {
    serve(userDetails(), [
      on(tinCalls.addGroupFtin, { groupId: 1001, ftin: 862001103 }, () => json({ code: 'VALIDATION', message: groupTinMessages.providerId, fields: { cpdId: groupTinMessages.providerId } }, 400)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    await user.type(await screen.findByLabelText(fieldLabel('Tax ID Number (TIN)')), '862001103');
    await user.type(screen.getByLabelText(fieldLabel('Provider ID')), '100089');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    await waitFor(() => expect(screen.getByLabelText(fieldLabel('Provider ID'))).toHaveAccessibleDescription(groupTinMessages.providerId));
    expect(screen.getByText(texts.summary)).toBeInTheDocument();
    // A refusal keeps what was typed.
    expect(screen.getByLabelText(fieldLabel('Tax ID Number (TIN)'))).toHaveValue('862001103');
  });

  it("sends a TIN another group holds as a request: the 202's message is a status, not an error, and the form clears", async () => {
    const claim = { id: 9, ftin: '862001103', grpInfoId: 1001, status: 'PENDING' as const, requestedBy: 'provadmin1', requestedDate: '2026-11-26T17:00:00.000Z', decidedBy: null, decidedDate: null };
    let claims = noClaims;
    serve(userDetails(), [
      on(tinCalls.addGroupFtin, { groupId: 1001, ftin: 862001103 }, () => {
          claims = { incoming: [], outgoing: [claim] };
          return json({ message: groupTinMessages.claimPending('862001103'), claim }, 202);
        }),
      on(tinCalls.groupTinClaims, { groupId: 1001 }, () => claims),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    const tin = await screen.findByLabelText(fieldLabel('Tax ID Number (TIN)'));
    expect(screen.queryByRole('heading', { name: tinClaimTexts.ownTitle })).not.toBeInTheDocument();
    await user.type(tin, '862001103');
    await user.type(screen.getByLabelText(fieldLabel('Provider ID')), '100089');
    await user.click(screen.getByRole('button', { name: 'ADD' }));
    const notice = await screen.findByText(groupTinMessages.claimPending('862001103'));
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(tin).toHaveValue('');
    expect(screen.getByLabelText(fieldLabel('Provider ID'))).toHaveValue('');
    // The group's own request shows below the TINs, with where it stands; the TIN is not in the group's list.
    const own = await screen.findByRole('table', { name: tinClaimTexts.ownTitle });
    expect(within(own).getByRole('cell', { name: '862001103' })).toBeInTheDocument();
    expect(within(own).getByRole('cell', { name: tinClaimTexts.statuses.PENDING })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Manage TINs' })).queryByRole('cell', { name: '862001103' })).not.toBeInTheDocument();
  });

  it('refuses removing none or all before asking, then removes after the warning', async () => {
    const fetchMock = serve(userDetails(), [on(tinCalls.removeGroupFtin, { groupId: 1001, ftin: 751234501 }, () => ({ message: groupTinMessages.removed }))]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    await user.click(await screen.findByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText(groupTinMessages.noneSelected)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remove 751234501' }));
    await user.click(screen.getByRole('checkbox', { name: 'Remove 751234502' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    expect(await screen.findByText(groupTinMessages.removeAll)).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Remove 751234502' }));
    await user.click(screen.getByRole('button', { name: 'REMOVE' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(groupTinMessages.removeWarning);
    await user.click(within(dialog).getByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText(groupTinMessages.removed)).toBeInTheDocument();
    expect(sent(fetchMock, 'DELETE').map(([path]) => path)).toEqual([apiPath(tinCalls.removeGroupFtin, { params: { groupId: 1001, ftin: 751234501 } })]);
  });

  it('shows a mirror the list without add or remove', async () => {
    serve(userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null }), [
      on(userCalls.userByName, { name: 'provadmin1' }, () => userDetails()),
    ]);
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    renderApp('/wcpp/ManageTins');
    expect(await screen.findByRole('cell', { name: '751234501' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ADD' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'REMOVE' })).not.toBeInTheDocument();
  });
});
