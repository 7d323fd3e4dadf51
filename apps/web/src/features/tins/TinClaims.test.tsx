import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { groupTinCodeMessages, groupTinMessages, tinClaimTexts as texts, type TinClaim, type TinClaimList, type UserDetails, tinCalls, userCalls } from '@wcpp/contract';
import { calls, json, mockApi, type Route, shellRoutes, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const claim = (over: Partial<TinClaim> = {}): TinClaim => ({
  id: 5,
  ftin: '751234501',
  grpInfoId: 1002,
  status: 'PENDING',
  requestedBy: 'billing01',
  requestedDate: '2026-11-26T17:00:00.000Z',
  decidedBy: null,
  decidedDate: null,
  ...over,
});
const tins = [{ ftin: '751234501', createdDate: '2021-03-01T13:00:00.000Z', addedDate: '2021-03-01T13:00:00.000Z', displayDate: '3/1/2021', lastUpdatedUserName: 'seed' }];

function serve(me: UserDetails, claims: () => TinClaimList, extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(me),
    on(tinCalls.groupFtins, { groupId: 1001 }, () => tins),
    on(tinCalls.groupTinClaims, { groupId: 1001 }, claims),
    on(tinCalls.allTinClaims, claims),
  ]);
}

describe('Requests for TINs another group holds in Manage TINs (decision 047)', () => {
  it("lists other groups' requests for the group's TINs; Approve asks first, then approves and says so", async () => {
    let list: TinClaimList = { incoming: [claim()], outgoing: [] };
    const fetchMock = serve(userDetails(), () => list, [
      on(tinCalls.approveTinClaim, { claimId: 5 }, () => {
          list = { incoming: [], outgoing: [] };
          return claim({ status: 'APPROVED', decidedBy: 'provadmin1', decidedDate: '2026-11-26T18:00:00.000Z' });
        }),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    expect(await screen.findByRole('heading', { name: texts.incomingTitle, level: 2 })).toBeInTheDocument();
    expect(screen.getByText(texts.incomingHelp)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: texts.incomingTitle });
    for (const cell of ['751234501', '1002', 'billing01', '11/26/2026']) expect(within(table).getByRole('cell', { name: cell })).toBeInTheDocument();

    // Cancel leaves the request as it is.
    await user.click(within(table).getByRole('button', { name: texts.approveLabel('751234501', 1002) }));
    let dialog = await screen.findByRole('dialog', { name: texts.approveConfirm('751234501', 1002) });
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);

    await user.click(within(table).getByRole('button', { name: texts.approveLabel('751234501', 1002) }));
    dialog = await screen.findByRole('dialog', { name: texts.approveConfirm('751234501', 1002) });
    await user.click(within(dialog).getByRole('button', { name: texts.approve }));
    const notice = await screen.findByText(groupTinMessages.claimApproved('751234501'));
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([callOf(tinCalls.approveTinClaim, { params: { claimId: 5 } })]);
    // The row and its buttons are gone: the focus goes to the notice, which says what was done.
    await waitFor(() => expect(screen.queryByRole('heading', { name: texts.incomingTitle })).not.toBeInTheDocument());
    expect(notice.closest('[role="status"]')).toHaveFocus();
  });

  it('denies after asking, and says so when the request was decided meanwhile', async () => {
    const fetchMock = serve(userDetails(), () => ({ incoming: [claim(), claim({ id: 6, grpInfoId: 1005, requestedBy: 'bayview01' })], outgoing: [] }), [
      on(tinCalls.denyTinClaim, { claimId: 6 }, () => claim({ id: 6, grpInfoId: 1005, status: 'DENIED' })),
      on(tinCalls.denyTinClaim, { claimId: 5 }, () => json({ code: 'TIN_CLAIM_DECIDED', message: 'x' }, 409)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ManageTins');
    await user.click(await screen.findByRole('button', { name: texts.denyLabel('751234501', 1005) }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.denyConfirm('751234501', 1005) })).getByRole('button', { name: texts.deny }));
    expect(await screen.findByText(groupTinMessages.claimDenied('751234501'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: texts.denyLabel('751234501', 1002) }));
    await user.click(within(await screen.findByRole('dialog', { name: texts.denyConfirm('751234501', 1002) })).getByRole('button', { name: texts.deny }));
    expect(await screen.findByRole('alert')).toHaveTextContent(groupTinCodeMessages.TIN_CLAIM_DECIDED);
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([callOf(tinCalls.denyTinClaim, { params: { claimId: 6 } }), callOf(tinCalls.denyTinClaim, { params: { claimId: 5 } })]);
  });

  it("shows the group's own requests with their status words", async () => {
    serve(userDetails(), () => ({ incoming: [], outgoing: [claim({ id: 7, ftin: '862001103', grpInfoId: 1001, status: 'DENIED' }), claim({ id: 8, ftin: '593310201', grpInfoId: 1001 })] }));
    signInAs('provadmin1');
    renderApp('/wcpp/ManageTins');
    const own = await screen.findByRole('table', { name: texts.ownTitle });
    expect(within(own).getByRole('row', { name: /862001103/ })).toHaveTextContent(texts.statuses.DENIED);
    expect(within(own).getByRole('row', { name: /593310201/ })).toHaveTextContent(texts.statuses.PENDING);
    expect(screen.queryByRole('heading', { name: texts.incomingTitle })).not.toBeInTheDocument();
  });

  it('shows no request section when there are none', async () => {
    serve(userDetails(), () => ({ incoming: [], outgoing: [] }));
    signInAs('provadmin1');
    renderApp('/wcpp/ManageTins');
    expect(await screen.findByRole('cell', { name: '751234501' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.incomingTitle })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: texts.ownTitle })).not.toBeInTheDocument();
    expect(screen.queryByText(texts.none)).not.toBeInTheDocument();
  });

  it('shows a mirror the requests without Approve or Deny', async () => {
    serve(userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null }), () => ({ incoming: [claim()], outgoing: [] }), [
      on(userCalls.userByName, { name: 'provadmin1' }, () => userDetails()),
    ]);
    signInAs('sysadmin1', { userNm: 'provadmin1', displayName: 'Paula Adams' });
    renderApp('/wcpp/ManageTins');
    const table = await screen.findByRole('table', { name: texts.incomingTitle });
    expect(within(table).getByRole('cell', { name: 'billing01' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^(${texts.approve}|${texts.deny})`) })).not.toBeInTheDocument();
  });

  it('shows an internal administrator every pending request; the system administrator decides, the read-only one does not', async () => {
    const isad = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null, affiliationCd: null });
    const fetchMock = serve(isad, () => ({ incoming: [claim()], outgoing: [] }), [on(tinCalls.approveTinClaim, { claimId: 5 }, () => claim({ status: 'APPROVED' }))]);
    signInAs('sysadmin1');
    const user = userEvent.setup({ delay: null });
    const view = renderApp('/wcpp/ManageTins');
    const table = await screen.findByRole('table', { name: texts.allTitle });
    expect(within(table).getByRole('cell', { name: '1002' })).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: texts.approveLabel('751234501', 1002) }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.approve }));
    expect(await screen.findByText(groupTinMessages.claimApproved('751234501'))).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(callOf(tinCalls.allTinClaims));
    view.unmount();

    serve(userDetails({ id: 2, userNm: 'readonly1', typeCd: 'IRAD', grpInfoId: null, affiliationCd: null }), () => ({ incoming: [claim()], outgoing: [] }));
    signInAs('readonly1');
    renderApp('/wcpp/ManageTins');
    expect(await screen.findByRole('table', { name: texts.allTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.approveLabel('751234501', 1002) })).not.toBeInTheDocument();
  });

  it('tells an internal administrator when no request waits', async () => {
    serve(userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', grpInfoId: null, affiliationCd: null }), () => ({ incoming: [], outgoing: [] }));
    signInAs('sysadmin1');
    renderApp('/wcpp/ManageTins');
    expect(await screen.findByText(texts.none)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.allTitle })).toBeInTheDocument();
  });
});
