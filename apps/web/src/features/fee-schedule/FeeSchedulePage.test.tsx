import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clientListCalls,
  feeScheduleCalls,
  feeScheduleMessages as messages,
  feeScheduleTexts as texts,
  tinCalls,
  urlOf,
  userCalls,
  type FeeSchedFile,
  type RateCode,
} from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, on, type Route, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const rate: RateCode = { nationalRateCd: 'NR00793DPWC', provLctnName: 'Main Office', provLctnAddr: '9177 Cedar Ln, Atlanta, GA', provLctnDetails: 'Cook, Kimberly', lctnZipCd: '97559', cpdProvId: '00100061' };
const file: FeeSchedFile = { feeSchedRqstId: 41, fileName: 'FeeSchedule_NR00793DPWC_97559.xlsx', schedUri: urlOf(feeScheduleCalls.returnFileContent, { userName: 'provuser1', feeSchedRqstId: 41 }), fileViwed: false, feeSchedRqstDt: '2027-03-01T12:00:00.000Z' };
const sse = (...blocks: string[]) => new Response(blocks.join(''), { headers: { 'content-type': 'text/event-stream' } });

function serve(extra: Route[] = [], user = userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })) {
  return mockApi([
    ...extra,
    ...shellRoutes(user),
    on(tinCalls.userFtins, { userName: user.userNm }, () => [{ ftin: '751234501', createdDate: null }, { ftin: '751234502', createdDate: null }]),
    on(clientListCalls.clientProviders, { tin: '751234501' }, () => [
      { prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P' },
      { prvId: 100071, prvName: 'Westfield Medical Center', prvProviderType: 'H' },
    ]),
    on(clientListCalls.clientProviders, { tin: '751234502' }, () => []),
    on(feeScheduleCalls.nationalRateCodes, { lob: 'DPWC', prvId: 100061, tin: '751234501' }, () => [rate]),
    on(feeScheduleCalls.nationalRateCodes, { lob: 'DPAUT', prvId: 100061, tin: '751234501' }, () => []),
    on(
      feeScheduleCalls.addFeeSchedRequest,
      { userName: 'provuser1', rateCd: 'NR00793DPWC', prvName: 'Cook, Kimberly', zip: '97559', prvId: 100061 },
      () => ({ feeSchedRqstId: 41 }),
    ),
    on(feeScheduleCalls.feeScheduleStream, () =>
      sse('data: {"message":"Request in process"}\n\n', `data: ${JSON.stringify({ successCount: 1, feeSchedList: [file] })}\n\n`)),
  ]);
}

const select = (label: string) => screen.getByLabelText(fieldLabel(label)) as HTMLSelectElement;
async function chooseProvider(user: ReturnType<typeof userEvent.setup>, prvId = '100061') {
  await user.selectOptions(await screen.findByLabelText(fieldLabel(texts.tin)), '751234501');
  await waitFor(() => expect(select(texts.provider)).toBeEnabled());
  await user.selectOptions(select(texts.provider), prvId);
}

describe('PPO Fee Schedule (part 2 §2, §4, §5, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for the Tax ID and Provider, then lists the rate codes; none for Auto; a TIN without providers says so', async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    expect(await screen.findByRole('radio', { name: "Workers' Comp" })).toBeChecked();
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(messages.selectTin)).toBeInTheDocument();
    expect(screen.getByText(messages.selectProvider)).toBeInTheDocument();
    expect(screen.getByText(messages.summary)).toBeInTheDocument();
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    const table = await screen.findByRole('table', { name: texts.rateCodes });
    expect(within(table).getByText('NR00793DPWC')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') })).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(select(texts.tin)).toHaveValue('');
    expect(screen.queryByRole('table', { name: texts.rateCodes })).not.toBeInTheDocument();
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(messages.noRateCodes)).toBeInTheDocument();

    await user.selectOptions(select(texts.tin), '751234502');
    expect(await screen.findByText(messages.providerNotFound)).toBeInTheDocument();
  });

  it('shows the error summary only after a submit with errors, not while the Tax ID and the provider are chosen (issue 26 §4)', async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user);
    expect(screen.queryByText(messages.summary)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // After a submit with errors it shows; choosing the missing fields takes it away again.
    await user.click(screen.getByRole('button', { name: texts.reset }));
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(messages.summary)).toBeInTheDocument();
    await chooseProvider(user);
    expect(screen.queryByText(messages.summary)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.selectProvider)).not.toBeInTheDocument();
  });

  it('tells providers of the same name apart by their id (issue 26 §4)', async () => {
    serve([
      on(clientListCalls.clientProviders, { tin: '751234501' }, () => [
        { prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P' },
        { prvId: 100062, prvName: 'Cook, Kimberly', prvProviderType: 'P' },
      ]),
    ]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await user.selectOptions(await screen.findByLabelText(fieldLabel(texts.tin)), '751234501');
    await waitFor(() => expect(select(texts.provider)).toBeEnabled());
    const options = within(select(texts.provider)).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([texts.choose, 'Cook, Kimberly (100061)', 'Cook, Kimberly (100062)']);
  });

  it('tells a hospital to write on letterhead and offers no search', async () => {
    serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user, '100071');
    expect(screen.getByText(messages.hospitalLetterhead)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.search })).toBeDisabled();
  });

  it('asks for a location’s file, shows the progress until the stream brings it, then counts it in the header', async () => {
    const fetchMock = serve();
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    expect(await screen.findByRole('link', { name: texts.filesButton(0) })).toBeInTheDocument();
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    await user.click(await screen.findByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') }));
    expect(await screen.findByText(messages.ready(file.fileName))).toBeInTheDocument();
    // The progress dialog closes (its exit hides the page from the accessibility tree until it has gone).
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: texts.filesButton(1) })).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: texts.files })).getByText(file.fileName)).toBeInTheDocument();
    const streamCall = fetchMock.mock.calls.find(([u, init]) => isCallOf(feeScheduleCalls.feeScheduleStream, init?.method ?? 'GET', String(u)))!;
    expect(new URL(String(streamCall[0]), 'http://x').search).toBe('?userName=provuser1&feeSchedRqstId=41');
    expect(new Headers(streamCall[1]?.headers).get('authorization')).toBe('Bearer token-provuser1');
  });

  it('says the request could not be submitted when the stream reports a failure, and when the server refuses', async () => {
    serve([on(feeScheduleCalls.feeScheduleStream, () => sse('event: failure\ndata: {"code":"FEE_SCHEDULE_FAILED","message":"x"}\n\n'))]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    const selectButton = await screen.findByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') });
    await user.click(selectButton);
    expect(await screen.findByText(messages.requestFailed)).toBeInTheDocument();
    await waitFor(() => expect(selectButton).toBeEnabled());
  });

  it('shows the server’s words when it refuses a sixth request', async () => {
    serve([on(feeScheduleCalls.addFeeSchedRequest, () => json({ code: 'TOO_MANY_REQUESTS', message: messages.tooMany }, 429))]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    await user.click(await screen.findByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') }));
    expect(await screen.findByText(messages.tooMany)).toBeInTheDocument();
  });

  it('shows the server’s words when the hourly or daily quota is reached', async () => {
    serve([on(feeScheduleCalls.addFeeSchedRequest, () => json({ code: 'FEE_SCHEDULE_QUOTA', message: messages.quotaHour(20) }, 429))]);
    signInAs('provuser1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    await user.click(await screen.findByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') }));
    expect(await screen.findByText(messages.quotaHour(20))).toBeInTheDocument();
  });

  it('lets a mirror look at the rate codes but not ask for a file', async () => {
    serve([], userDetails({ userNm: 'provuser1', typeCd: 'PRUS' }));
    signInAs('sysadmin1', { userNm: 'provuser1', displayName: 'Peter Ulrich' });
    mockApi([
      on(userCalls.userByName, { name: 'sysadmin1' }, () => userDetails({ userNm: 'sysadmin1', typeCd: 'ISAD' })),
      ...serveRoutes(),
    ]);
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/FeeSchedule');
    await chooseProvider(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByRole('button', { name: texts.selectRateCode('NR00793DPWC', 'Main Office') })).toBeDisabled();
    expect(screen.getByText(texts.mirroringNote)).toBeInTheDocument();
  });
});

/** The routes of serve() for provuser1, for a test that adds the administrator's own. */
function serveRoutes(): Route[] {
  const user = userDetails({ userNm: 'provuser1', typeCd: 'PRUS' });
  return [
    ...shellRoutes(user),
    on(tinCalls.userFtins, { userName: 'provuser1' }, () => [{ ftin: '751234501', createdDate: null }]),
    on(clientListCalls.clientProviders, { tin: '751234501' }, () => [{ prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P' }]),
    on(feeScheduleCalls.nationalRateCodes, { lob: 'DPWC', prvId: 100061, tin: '751234501' }, () => [rate]),
  ];
}
