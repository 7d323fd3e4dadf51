import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feeScheduleTexts as texts } from '@wcpp/contract';
import { mockApi, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, signInAs } from '../../test/render';

const files = (viewed: boolean) => ({
  feeSchedRqstsCnt: viewed ? 0 : 1,
  feeSchedRqsts: [{ feeSchedRqstId: 41, fileName: 'FeeSchedule_NR00793DPWC_97559.xlsx', schedUri: '/feeSchedule/returnFileContent/provuser1/41', fileViwed: viewed }],
});

function serve(state: { opened: boolean }, me = userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })) {
  return mockApi([
    ['GET', '/api/feeSchedule/getUserFeeSchedRequests/provuser1', () => files(state.opened)],
    ['POST', '/api/feeSchedule/returnFileContent/provuser1/41', () => {
      state.opened = true;
      return new Response('PK', { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    }],
    ...shellRoutes(me),
  ]);
}

describe("the header's Fee Schedules (part 1 §4, §9)", () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the files with the new one marked, downloads it, and reads the count again 3 seconds later', async () => {
    const fetchMock = serve({ opened: false });
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('provuser1');
    const user = userEvent.setup();
    renderApp('/wcpp/home');
    await user.click(await screen.findByRole('button', { name: texts.filesButton(1) }));
    expect(screen.getByRole('menuitem', { name: texts.requestLink })).toHaveAttribute('href', '/wcpp/FeeSchedule');
    await user.click(screen.getByRole('menuitem', { name: /FeeSchedule_NR00793DPWC_97559\.xlsx/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('FeeSchedule_NR00793DPWC_97559.xlsx');
    const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('getUserFeeSchedRequests')).length;
    const before = reads();
    expect(screen.getByRole('button', { name: texts.filesButton(1) })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: texts.filesButton(0) })).toBeInTheDocument(), { timeout: 4500 });
    expect(reads()).toBe(before + 1);
  });

  it("does not read the count again for a mirror, whose look does not mark the file opened", async () => {
    const fetchMock = mockApi([
      ['GET', '/api/users/userByName/sysadmin1', () => userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD' })],
      ['GET', '/api/feeSchedule/getUserFeeSchedRequests/provuser1', () => files(false)],
      ['POST', '/api/feeSchedule/returnFileContent/provuser1/41', () => new Response('PK', { headers: { 'content-type': 'application/octet-stream' } })],
      ...shellRoutes(userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    const user = userEvent.setup();
    renderApp('/wcpp/home');
    await user.click(await screen.findByRole('button', { name: texts.filesButton(1) }));
    await user.click(screen.getByRole('menuitem', { name: /FeeSchedule_NR00793DPWC_97559\.xlsx/ }));
    const reads = () => fetchMock.mock.calls.filter(([u]) => String(u).includes('getUserFeeSchedRequests')).length;
    const before = reads();
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(reads()).toBe(before);
  });
});
