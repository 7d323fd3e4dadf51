import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feeScheduleMessages as messages, feeScheduleTexts as texts, feeScheduleCalls, tinCalls, urlOf, userCalls } from '@wcpp/contract';
import { mockApi, shellRoutes, type Route, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const FILE = 'FeeSchedule_NR00793DPWC_97559.xlsx';
const files = (viewed: boolean) => ({
  feeSchedRqstsCnt: viewed ? 0 : 1,
  feeSchedRqsts: [{ feeSchedRqstId: 41, fileName: FILE, schedUri: urlOf(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: 41 }), fileViwed: viewed, feeSchedRqstDt: '2027-03-01T12:00:00.000Z' }],
});
const screenRoutes: Route[] = [on(tinCalls.userFtins, { userName: 'provuser1' }, () => [{ ftin: '751234501', createdDate: null }])];

describe("the user's fee-schedule files (part 1 §4, §9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('counts the new file in the header, which leads to the list; Open downloads it and the count is read again 3 s later', async () => {
    const state = { opened: false };
    const fetchMock = mockApi([
      on(feeScheduleCalls.userFeeSchedRequests, { userName: 'provuser1' }, () => files(state.opened)),
      on(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: 41 }, () => {
        state.opened = true;
        return new Response('PK', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
      }),
      ...screenRoutes,
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/home');
    await user.click(await screen.findByRole('link', { name: texts.filesButton(1) }));
    const table = await screen.findByRole('table', { name: texts.files });
    expect(within(table).getByText(texts.newFile)).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: texts.openFile(FILE) }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(FILE);
    const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('getUserFeeSchedRequests')).length;
    const before = reads();
    expect(screen.getByRole('link', { name: texts.filesButton(1) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: texts.filesButton(0) })).toBeInTheDocument(), { timeout: 4500 });
    expect(reads()).toBe(before + 1);
    expect(within(screen.getByRole('table', { name: texts.files })).getByText(texts.opened)).toBeInTheDocument();
  });

  it('says nothing about the files until their list arrives: no "none yet" while it loads', async () => {
    let answer: (value: unknown) => void = () => {};
    mockApi([
      on(feeScheduleCalls.userFeeSchedRequests, { userName: 'provuser1' }, () => new Promise((resolve) => (answer = resolve))),
      ...screenRoutes,
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    signInAs('provuser1');
    renderApp('/wcpp/FeeSchedule');
    expect(await screen.findByRole('progressbar', { name: texts.files })).toBeInTheDocument();
    expect(screen.queryByText(texts.noFiles)).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: texts.files })).not.toBeInTheDocument();
    answer({ feeSchedRqstsCnt: 0, feeSchedRqsts: [] });
    expect(await screen.findByText(texts.noFiles)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: texts.files })).not.toBeInTheDocument();
  });

  it('shows when each file was asked for, newest first (issue 26 §4)', async () => {
    const file = (id: number, fileName: string, feeSchedRqstDt: string) => ({ feeSchedRqstId: id, fileName, schedUri: urlOf(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: id }), fileViwed: true, feeSchedRqstDt });
    mockApi([
      // The file names' order is not the requests' order.
      on(feeScheduleCalls.userFeeSchedRequests, { userName: 'provuser1' }, () => ({
        feeSchedRqstsCnt: 0,
        feeSchedRqsts: [
          file(41, 'FeeSchedule_A_97559.xlsx', '2027-02-20T12:00:00.000Z'),
          file(43, 'FeeSchedule_C_97559.xlsx', '2027-01-05T12:00:00.000Z'),
          file(42, 'FeeSchedule_B_97559.xlsx', '2027-03-01T12:30:00.000Z'),
        ],
      })),
      ...screenRoutes,
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    signInAs('provuser1');
    renderApp('/wcpp/FeeSchedule');
    const table = await screen.findByRole('table', { name: texts.files });
    expect(within(table).getByRole('columnheader', { name: new RegExp(`^${texts.requestedColumn}`) })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByText(/^FeeSchedule_/).textContent)).toEqual(['FeeSchedule_B_97559.xlsx', 'FeeSchedule_A_97559.xlsx', 'FeeSchedule_C_97559.xlsx']);
    // M/D/YYYY and the time, in the person's time zone (noon UTC is the same day from UTC-11 to UTC+11).
    expect(rows.map((r) => within(r).getByText(/^\d+\/\d+\/\d{4}, /).textContent!.split(',')[0])).toEqual(['3/1/2027', '2/20/2027', '1/5/2027']);
  });

  it('says a file past its retention period was removed, in the server’s words, and reads the list again', async () => {
    const state = { expired: false };
    const fetchMock = mockApi([
      on(feeScheduleCalls.userFeeSchedRequests, { userName: 'provuser1' }, () => (state.expired ? { feeSchedRqstsCnt: 0, feeSchedRqsts: [] } : files(false))),
      on(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: 41 }, () => {
        state.expired = true;
        return new Response(JSON.stringify({ code: 'FEE_SCHEDULE_EXPIRED', message: messages.expired(30) }), { status: 410, headers: { 'content-type': 'application/json' } });
      }),
      ...screenRoutes,
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    const table = await screen.findByRole('table', { name: texts.files });
    const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('getUserFeeSchedRequests')).length;
    const before = reads();
    await user.click(within(table).getByRole('button', { name: texts.openFile(FILE) }));
    expect(await screen.findByText(messages.expired(30))).toBeInTheDocument();
    await waitFor(() => expect(reads()).toBe(before + 1));
    expect(await screen.findByText(texts.noFiles)).toBeInTheDocument();
  });

  it("shows a mirror the mirrored user's files and does not read the count again after one is opened", async () => {
    const fetchMock = mockApi([
      on(userCalls.userByName, { name: 'sysadmin1' }, () => userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD' })),
      on(feeScheduleCalls.userFeeSchedRequests, { userName: 'provuser1' }, () => files(false)),
      on(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: 41 }, () => new Response('PK', { headers: { 'content-type': 'application/octet-stream' } })),
      ...screenRoutes,
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    const table = await screen.findByRole('table', { name: texts.files });
    await user.click(within(table).getByRole('button', { name: texts.openFile(FILE) }));
    const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('getUserFeeSchedRequests')).length;
    const before = reads();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reads()).toBe(before);
  });
});
