import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clientListMessages as messages, clientListTexts as texts, type ClientRow, clientListCalls, notificationCalls, tinCalls } from '@wcpp/contract';
import { calls, callOf, json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';
import { AGREEMENT_COOKIE, acceptAgreement } from './agreement';
import { removeCookie } from '../../lib/cookies';

const client = (aeName: string, more: Partial<ClientRow> = {}): ClientRow => ({
  aeName,
  affltdPayorName: 'Pacific Employers Group',
  ecsName: `${aeName} Claims`,
  billClmAttntn: 'Bill Review Department',
  billClmAddr: 'PO Box 1013, Phoenix, AZ',
  ecsPhoneNum: '8094374610',
  billClmPhoneNum: '8027964306',
  ecsPayorId: '10007',
  ...more,
});
const providers = [
  { prvId: 100061, prvName: 'Cook, Kimberly', prvProviderType: 'P' },
  { prvId: 100007, prvName: 'Lakeside Imaging', prvProviderType: 'A' },
];

function serve(extra: Route[] = []) {
  return mockApi([
    ...extra,
    ...shellRoutes(userDetails()),
    on(tinCalls.userFtins, { userName: 'provadmin1' }, () => [{ ftin: '751234501', createdDate: null }, { ftin: '751234502', createdDate: null }]),
    on(clientListCalls.clientProviders, { tin: 751234501 }, () => providers),
    on(clientListCalls.clientProviders, { tin: 751234502 }, () => []),
    on(clientListCalls.clientStates, { providerType: 'P', providerId: 100061 }, () => [{ addState: 'GA' }]),
    on(clientListCalls.clientStates, { providerType: 'A', providerId: 100007 }, () => []),
    on(clientListCalls.clientProducts, { lob: 'WC', providerId: 100061, state: 'GA', tin: 751234501 }, () => [{ productCd: 'MPN', productName: 'Medical Provider Network' }]),
    on(clientListCalls.clientProducts, { lob: 'AUTO', providerId: 100061, state: 'GA', tin: 751234501 }, () => [{ productCd: 'AUTOPPO', productName: 'Auto PPO' }]),
    on(clientListCalls.clientsByLob, { lob: 'WC', providerId: 100061, state: 'GA', productCd: 'MPN', tin: 751234501 }, () => [client('Prairie State Fund'), client('Heartland Auto Insurance East')]),
    on(clientListCalls.clientsByLob, { lob: 'AUTO' }, () => [client('Zenith Auto')]),
  ]);
}

const select = (label: string) => screen.getByLabelText(fieldLabel(label)) as HTMLSelectElement;
/** Chooses the whole cascade for TIN 751234501. */
async function chooseAll(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(fieldLabel(texts.tin)), '751234501');
  await waitFor(() => expect(select(texts.provider)).toBeEnabled());
  await user.selectOptions(select(texts.provider), '100061');
  await waitFor(() => expect(select(texts.state)).toBeEnabled());
  await user.selectOptions(select(texts.state), 'GA');
  await waitFor(() => expect(select(texts.product)).toBeEnabled());
  await user.selectOptions(select(texts.product), 'MPN');
}

describe('Client List (part 1 §2, §4, §5, §8)', () => {
  beforeEach(() => acceptAgreement());
  afterEach(() => removeCookie(AGREEMENT_COOKIE));

  it('asks every field first, then lists the clients by name; a new Tax ID clears what follows and hides them', async () => {
    const fetchMock = serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    expect(await screen.findByRole('heading', { name: 'Client List' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: "Workers' Comp" })).toBeChecked();
    expect(select(texts.provider)).toBeDisabled();
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(messages.summary)).toBeInTheDocument();
    for (const text of [messages.selectTin, messages.selectProvider, messages.selectState, messages.selectProduct]) expect(screen.getByText(text)).toBeInTheDocument();
    expect(select(texts.tin)).toHaveFocus();

    await chooseAll(user);
    expect(screen.queryByText(messages.summary)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.search }));
    const table = await screen.findByRole('table', { name: texts.resultsLabel });
    const names = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[1]!.textContent);
    expect(names).toEqual(['Heartland Auto Insurance East', 'Prairie State Fund']);
    expect(within(table).getAllByText('809-437-4610')).toHaveLength(2);
    expect(screen.queryByText(texts.steerage)).not.toBeInTheDocument();

    await user.selectOptions(select(texts.tin), '751234502');
    expect(screen.queryByRole('table', { name: texts.resultsLabel })).not.toBeInTheDocument();
    expect(select(texts.state)).toHaveValue('');
    expect(select(texts.state)).toBeDisabled();
    expect(await screen.findByText(messages.noProviders)).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(callOf(clientListCalls.clientsByLob, { params: { lob: 'WC', providerId: 100061, state: 'GA', productCd: 'MPN', tin: 751234501 } }));
  });

  it('resets everything on a new line of business, and shows the Steerage note for Auto with results', async () => {
    serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    await chooseAll(user);
    await user.click(screen.getByRole('radio', { name: 'Auto' }));
    expect(select(texts.tin)).toHaveValue('');
    expect(select(texts.provider)).toBeDisabled();
    await user.selectOptions(select(texts.tin), '751234501');
    await waitFor(() => expect(select(texts.provider)).toBeEnabled());
    await user.selectOptions(select(texts.provider), '100061');
    await waitFor(() => expect(select(texts.state)).toBeEnabled());
    await user.selectOptions(select(texts.state), 'GA');
    await waitFor(() => expect(select(texts.product)).toBeEnabled());
    await user.selectOptions(select(texts.product), 'AUTOPPO');
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(texts.steerage)).toBeInTheDocument();
    expect(screen.getByText('Zenith Auto')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.reset }));
    expect(screen.getByRole('radio', { name: "Workers' Comp" })).toBeChecked();
    expect(screen.queryByText(texts.steerage)).not.toBeInTheDocument();
  });

  it('says when a list is empty or fails, word for word', async () => {
    serve([
      on(clientListCalls.clientProducts, () => []),
      on(clientListCalls.clientProviders, { tin: 751234502 }, () => json({ code: 'INTERNAL', message: 'x' }, 500)),
    ]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    await user.selectOptions(await screen.findByLabelText(fieldLabel(texts.tin)), '751234501');
    await waitFor(() => expect(select(texts.provider)).toBeEnabled());
    await user.selectOptions(select(texts.provider), '100007');
    expect(await screen.findByText(messages.statesNotFound)).toBeInTheDocument();
    await user.selectOptions(select(texts.provider), '100061');
    await waitFor(() => expect(select(texts.state)).toBeEnabled());
    await user.selectOptions(select(texts.state), 'GA');
    expect(await screen.findByText(messages.productNotFound)).toBeInTheDocument();
    await user.selectOptions(select(texts.tin), '751234502');
    expect(await screen.findByText(messages.providerLoadFailed)).toBeInTheDocument();
  });

  it('says there are no clients when the search finds none', async () => {
    serve([on(clientListCalls.clientsByLob, () => [])]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    await chooseAll(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    expect(await screen.findByText(messages.noClients)).toBeInTheDocument();
  });

  it("downloads the rows the table shows: its filter and sort go to the server, and the button rests half a second", async () => {
    const asked: URL[] = [];
    serve([
      on(clientListCalls.clientsByLob, { lob: 'WC' }, (_body, url) => {
        if (url.search) {
          asked.push(url);
          return new Response(new Blob(['xlsx']), { status: 200 });
        }
        return [client('Prairie State Fund'), client('Heartland Auto Insurance East')];
      }),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:xlsx-1');
    URL.revokeObjectURL = vi.fn();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    await chooseAll(user);
    await user.click(screen.getByRole('button', { name: texts.search }));
    await screen.findByRole('table', { name: texts.resultsLabel });
    await user.type(screen.getByRole('textbox', { name: 'Filter by Client Name' }), 'prairie');
    await user.click(screen.getByRole('button', { name: texts.download }));
    expect(screen.getByRole('button', { name: texts.download })).toBeDisabled();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(Object.fromEntries(asked[0]!.searchParams)).toEqual({ aeName: 'prairie', sort: 'aeName', desc: 'false' });
    await waitFor(() => expect(screen.getByRole('button', { name: texts.download })).toBeEnabled(), { timeout: 2000 });
  });
});

describe('Client List agreement on a direct visit (part 1 §4)', () => {
  afterEach(() => removeCookie(AGREEMENT_COOKIE));

  it('asks first; DECLINE goes home, ACCEPT AND CONTINUE shows the form', async () => {
    serve();
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    const dialog = await screen.findByRole('dialog', { name: 'Client List Agreement' });
    expect(screen.queryByLabelText(fieldLabel(texts.tin))).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'ACCEPT AND CONTINUE' }));
    expect(await screen.findByLabelText(fieldLabel(texts.tin))).toBeInTheDocument();
    expect(document.cookie).toContain('Agreement-Accepted=true');
  });

  it('DECLINE leaves for the home page without the cookie', async () => {
    serve([on(notificationCalls.userNotifications, () => [])]);
    signInAs('provadmin1');
    const user = userEvent.setup({ delay: null });
    renderApp('/wcpp/ClientList');
    await user.click(within(await screen.findByRole('dialog', { name: 'Client List Agreement' })).getByRole('button', { name: 'DECLINE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.cookie).not.toContain('Agreement-Accepted');
    expect(screen.queryByLabelText(fieldLabel(texts.tin))).not.toBeInTheDocument();
  });
});
