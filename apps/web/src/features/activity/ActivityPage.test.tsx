import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityCalls, activityMessages, activityTexts, genericMessages, notificationCalls, tinCalls, userCalls, type ActivityPage as Page, type ActivityRow } from '@wcpp/contract';
import { apiPath, isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, on, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderApp, renderWithProviders, signInAs } from '../../test/render';
import { ActivityPage } from './ActivityPage';
import { localTime } from './ActivityTable';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

const row = (id: number, over: Partial<ActivityRow> = {}): ActivityRow => ({
  id,
  at: `2026-11-20T15:0${id % 10}:0${id % 10}.000Z`,
  person: 'provuser1',
  asAdmin: null,
  action: 'CLAIM_VIEW',
  words: 'Opened a claim',
  records: [],
  result: 'done',
  ip: '10.0.0.7',
  browser: CHROME,
  group: 1001,
  ...over,
});
const page = (rows: ActivityRow[], over: Partial<Page> = {}): Page => ({ rows, next: null, from: '2026-11-14', to: '2026-11-20', recordsSince: null, network: false, ...over });

/** A URL as path and query, the query decoded alike however its spaces were written. */
const asSent = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return searchParams.size === 0 ? pathname : `${pathname}?${searchParams}`;
};
/** The Activity searches and exports fetch received, in order. */
const sent = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => [activityCalls.activity, activityCalls.exportActivity].some((endpoint) => isCallOf(endpoint, init?.method ?? 'GET', String(u))))
    .map(([u]) => asSent(String(u)));
const searchOf = (query?: Record<string, string>) => asSent(apiPath(activityCalls.activity, { query }));

function setup(path: string | { pathname: string; search: string; state: unknown }, respond: (url: URL) => unknown, { user = 'provadmin1', typeCd = 'PRAD' } = {}) {
  const fetchMock = mockApi([
    on(activityCalls.exportActivity, (_body, url) => respond(url)),
    on(activityCalls.activity, (_body, url) => respond(url)),
    on(tinCalls.userFtins, () => (typeCd === 'PRAD' ? [{ ftin: '751234501', nickname: 'Harbor Street Clinic' }, { ftin: '751234502', nickname: null }] : [])),
    on(userCalls.userByName, () => userDetails({ userNm: user, typeCd })),
  ]);
  signInAs(user);
  renderWithProviders(<ActivityPage />, { path, route: '/wcpp/activity' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}
/** A record's line in a row (its kind and number are apart in the markup, so the number never breaks). */
const record = (text: string) => (_: string, el: Element | null) => el?.tagName === 'LI' && el.textContent === text;
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);

describe('/wcpp/activity for a Provider Admin (issue 47 §1)', () => {
  it("lists the group's last days, each row's time, person, the admin it was done as, the action in words, the records as links, the result, the address and the browser", async () => {
    const { fetchMock } = setup('/wcpp/activity', () =>
      page(
        [
          row(2, {
            asAdmin: 'sysadmin1',
            records: [
              { kind: 'claim', ref: 'WC10099001-4', label: 'WC10099001-4' },
              { kind: 'payment', ref: '5008', label: '5008' },
              { kind: 'bill', ref: '91', label: '71000000001' },
              { kind: 'tin', ref: '751234501', label: '751234501' },
            ],
          }),
          row(1, { action: 'SIGN_IN_FAILED', words: 'Failed to sign in', result: 'refused', browser: null, ip: null }),
        ],
        { recordsSince: '2026-11-01' },
      ),
    );
    const table = await screen.findByRole('table', { name: activityTexts.results });
    expect(sent(fetchMock)[0]).toBe(searchOf());
    expect(screen.getByText(activityTexts.introGroup)).toBeInTheDocument();
    expect(screen.queryByText(activityTexts.introNetwork)).not.toBeInTheDocument();
    expect(screen.getByText(activityTexts.recordsSince('11/1/2026'))).toBeInTheDocument();
    expect(screen.getByText(activityTexts.defaultRange)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`From 11/14/2026 to 11/20/2026 · ${activityTexts.shown(2, false)}`);

    const [first, second] = bodyRows(table);
    // Local time, as M/D/YYYY h:mm:ss AM.
    expect(first).toHaveTextContent(localTime('2026-11-20T15:02:02.000Z'));
    expect(localTime('2026-11-20T15:02:02.000Z')).toMatch(/^11\/20\/2026 \d{1,2}:02:02\s[AP]M$/);
    expect(within(first!).getByText('as sysadmin1')).toBeInTheDocument();
    expect(first).toHaveTextContent('Opened a claim');
    expect(within(first!).getByRole('link', { name: 'Claim WC10099001-4' })).toHaveAttribute('href', '/wcpp/claims/WC10099001-4');
    expect(within(first!).getByRole('link', { name: 'Payment 5008' })).toHaveAttribute('href', '/wcpp/payments/5008');
    // A bill and a TIN are named, not linked.
    expect(within(first!).getByText(record('Bill 71000000001'))).toBeInTheDocument();
    expect(within(first!).getByText(record('TIN 751234501'))).toBeInTheDocument();
    expect(within(first!).getAllByRole('link')).toHaveLength(2);
    expect(first).toHaveTextContent('Done');
    expect(first).toHaveTextContent('10.0.0.7');
    expect(first).toHaveTextContent('Chrome 138 on X11');
    expect(first).not.toHaveTextContent('AppleWebKit');
    // Done as themselves: no "as" line.
    expect(second).not.toHaveTextContent(/\bas /);
    expect(second).toHaveTextContent('Failed to sign in');
    expect(second).toHaveTextContent('Refused');
    // The group's own view: no Group column, no group or address filter.
    expect(within(table).queryByRole('columnheader', { name: /^Group/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: activityTexts.group })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: activityTexts.ip })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: activityTexts.more })).not.toBeInTheDocument();
  });

  it('names the payment of a row first, before the claims it paid', async () => {
    const claims = Array.from({ length: 6 }, (_, i) => ({ kind: 'claim' as const, ref: `WC1000000${i}-1`, label: `WC1000000${i}-1` }));
    setup('/wcpp/activity', () => page([row(1, { action: 'PAYMENT_DETAIL', words: 'Opened a payment', records: [...claims, { kind: 'payment', ref: '8029', label: '8029' }] })]));
    const table = await screen.findByRole('table', { name: activityTexts.results });
    const links = within(table).getAllByRole('link');
    expect(links[0]).toHaveAccessibleName('Payment 8029');
    expect(links[0]).toHaveAttribute('href', '/wcpp/payments/8029');
    expect(links).toHaveLength(5);
    expect(within(table).getByText(activityTexts.moreRecords(2))).toBeInTheDocument();
  });

  it('shows at most five records in a row, and how many more', async () => {
    const records = Array.from({ length: 8 }, (_, i) => ({ kind: 'bill' as const, ref: String(i), label: `7100000000${i}` }));
    setup('/wcpp/activity', () => page([row(1, { action: 'BILL_SEARCH', words: 'Searched bills', records })]));
    const table = await screen.findByRole('table', { name: activityTexts.results });
    expect(within(table).getByText(record('Bill 71000000004'))).toBeInTheDocument();
    expect(within(table).queryByText(record('Bill 71000000005'))).not.toBeInTheDocument();
    expect(within(table).getByText(activityTexts.moreRecords(3))).toBeInTheDocument();
  });

  it('says when nothing matches, with no table and nothing more to show', async () => {
    setup('/wcpp/activity?person=nobody', () => page([]));
    expect(await screen.findByText(`From 11/14/2026 to 11/20/2026 · ${activityTexts.none}`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: activityTexts.more })).not.toBeInTheDocument();
  });

  it('SHOW MORE asks for the rows after the last one shown, adds them below, and moves the focus to the first of them', async () => {
    const firstPage = Array.from({ length: 50 }, (_, i) => row(100 - i, { at: new Date(Date.UTC(2026, 10, 20, 12, 0, 0) - i * 60_000).toISOString() }));
    const nextPage = [row(7, { at: '2026-11-19T09:00:00.000Z', person: 'jwalker01', words: 'Searched bills' })];
    const { fetchMock, user } = setup('/wcpp/activity?kind=view', (url) => (url.searchParams.get('after') === '51.9' ? page(nextPage) : page(firstPage, { next: '51.9' })));
    const table = await screen.findByRole('table', { name: activityTexts.results });
    expect(bodyRows(table)).toHaveLength(50);
    expect(screen.getByRole('status')).toHaveTextContent(activityTexts.shown(50, true));
    // Every row at once: no pager of its own.
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: activityTexts.more }));
    await waitFor(() => expect(bodyRows(table)).toHaveLength(51));
    expect(sent(fetchMock)).toEqual([searchOf({ kind: 'view' }), searchOf({ kind: 'view', after: '51.9' })]);
    expect(bodyRows(table).at(-1)).toHaveTextContent('jwalker01');
    await waitFor(() => expect(document.activeElement).toHaveTextContent(localTime('2026-11-19T09:00:00.000Z')));
    expect(bodyRows(table).at(-1)).toContainElement(document.activeElement as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent(activityTexts.shown(51, false));
    expect(screen.queryByRole('button', { name: activityTexts.more })).not.toBeInTheDocument();
  });

  it('searches by person, patient, TIN, claim, bill, payment, action kind and dates; the filters go to the address and the call, and back into the form', async () => {
    const { fetchMock, user } = setup('/wcpp/activity', () => page([row(1)]));
    await screen.findByRole('table', { name: activityTexts.results });
    await user.type(screen.getByRole('textbox', { name: activityTexts.person }), 'provuser1');
    await user.type(screen.getByRole('textbox', { name: activityTexts.patient }), 'Okafor');
    await user.selectOptions(screen.getByRole('combobox', { name: activityTexts.tin }), '751234501');
    expect(screen.getByRole('option', { name: '751234501 (Harbor Street Clinic)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: activityTexts.claimNumber }), 'WC10099001-4');
    await user.type(screen.getByRole('textbox', { name: activityTexts.bill }), '71000000001');
    await user.type(screen.getByRole('textbox', { name: activityTexts.payment }), '5008');
    const kind = screen.getByRole('combobox', { name: activityTexts.kind });
    expect(within(kind).getAllByRole('option').map((o) => o.textContent)).toEqual([activityTexts.anyKind, ...Object.values(activityTexts.kinds)]);
    await user.selectOptions(kind, activityTexts.kinds.document);
    await user.type(screen.getByRole('textbox', { name: new RegExp(activityTexts.from) }), '11/01/2026');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${activityTexts.to}`) }), '11/20/2026');
    await user.click(screen.getByRole('button', { name: activityTexts.search }));
    const query = { person: 'provuser1', patient: 'Okafor', tin: '751234501', claimNumber: 'WC10099001-4', bill: '71000000001', payment: '5008', kind: 'document', from: '2026-11-01', to: '2026-11-20' };
    // Every filter in the address but the patient's name (PHI, decision 092): the call has it.
    const { patient: _patient, ...address } = query;
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/wcpp/activity\\?${new URLSearchParams(address).toString().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)));
    expect(screen.getByTestId('location')).not.toHaveTextContent('Okafor');
    await waitFor(() => expect(sent(fetchMock).at(-1)).toBe(searchOf(query)));
    expect(screen.getByRole('textbox', { name: activityTexts.patient })).toHaveValue('Okafor');
    expect(screen.getByRole('textbox', { name: new RegExp(activityTexts.from) })).toHaveValue('11/01/2026');
    // CLEAR empties the form and the address: the last days again.
    await user.click(screen.getByRole('button', { name: activityTexts.clear }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/activity$/));
    expect(screen.getByRole('textbox', { name: activityTexts.person })).toHaveValue('');
  });

  it("keeps the patient's name in the history entry's state, for whom it was typed: Back and a reload bring it back to them, to no one else", async () => {
    const entry = (owner: string) => ({ pathname: '/wcpp/activity', search: '?kind=view', state: { activityPatient: { owner, patient: 'Okafor' } } });
    const { fetchMock } = setup(entry('provadmin1|'), () => page([row(1)]));
    await screen.findByRole('table', { name: activityTexts.results });
    expect(sent(fetchMock)[0]).toBe(searchOf({ patient: 'Okafor', kind: 'view' }));
    expect(screen.getByRole('textbox', { name: activityTexts.patient })).toHaveValue('Okafor');
  });

  it("does not take a patient's name typed for someone else", async () => {
    const { fetchMock } = setup({ pathname: '/wcpp/activity', search: '?kind=view', state: { activityPatient: { owner: 'kpatel01|', patient: 'Okafor' } } }, () => page([row(1)]));
    await screen.findByRole('table', { name: activityTexts.results });
    expect(sent(fetchMock)[0]).toBe(searchOf({ kind: 'view' }));
    expect(screen.getByRole('textbox', { name: activityTexts.patient })).toHaveValue('');
  });

  it("refuses what the contract's schema refuses, at its field and without asking the server; the previous rows go", async () => {
    const { fetchMock, user } = setup('/wcpp/activity?person=provuser1', () => page([row(1)]));
    await screen.findByRole('table', { name: activityTexts.results });
    const before = sent(fetchMock).length;
    await user.type(screen.getByRole('textbox', { name: activityTexts.payment }), '50a8');
    await user.type(screen.getByRole('textbox', { name: activityTexts.patient }), 'O');
    await user.type(screen.getByRole('textbox', { name: new RegExp(activityTexts.from) }), '11/20/2026');
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${activityTexts.to}`) }), '11/10/2026');
    await user.click(screen.getByRole('button', { name: activityTexts.search }));
    expect(await screen.findByText(activityMessages.invalidPayment)).toBeInTheDocument();
    expect(screen.getByText(activityMessages.invalidPatient)).toBeInTheDocument();
    expect(screen.getByText(activityMessages.toBeforeFrom)).toBeInTheDocument();
    expect(screen.getByText(genericMessages.summary)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: activityTexts.payment })).toHaveAccessibleDescription(activityMessages.invalidPayment);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/activity$/));
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: activityTexts.person })).toHaveValue('provuser1');
    expect(sent(fetchMock)).toHaveLength(before);
  });

  it('says a date that is not one', async () => {
    const { user } = setup('/wcpp/activity', () => page([]));
    await screen.findByText(new RegExp(activityTexts.none));
    await user.type(screen.getByRole('textbox', { name: new RegExp(activityTexts.from) }), '02/30/2026');
    await user.click(screen.getByRole('button', { name: activityTexts.search }));
    expect(await screen.findByText(activityTexts.invalidDate)).toBeInTheDocument();
  });

  it("shows the server's message at its field when it refuses the filters, and no table", async () => {
    setup('/wcpp/activity?from=2024-01-01&to=2026-01-01', () => json({ code: 'VALIDATION', message: activityMessages.rangeTooLong, fields: { to: activityMessages.rangeTooLong } }, 400));
    expect(await screen.findByRole('alert')).toHaveTextContent(activityMessages.rangeTooLong);
    await waitFor(() => expect(screen.getByRole('textbox', { name: new RegExp(`^${activityTexts.to}`) })).toHaveAccessibleDescription(new RegExp(activityMessages.rangeTooLong)));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a group chosen by a Provider Admin", async () => {
    setup('/wcpp/activity?group=1002', () => json({ code: 'FORBIDDEN', message: activityMessages.groupOnlyInternal }, 403));
    expect(await screen.findByText(activityMessages.groupOnlyInternal)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('exports every row of the search, by the filters searched, as CSV', async () => {
    const { fetchMock, user } = setup('/wcpp/activity?claimNumber=WC10099001-4', (url) =>
      url.pathname.endsWith('/export') ? new Response('Time\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Activity.csv"' } }) : page([row(1)], { next: '1.1' }),
    );
    await user.click(await screen.findByRole('button', { name: `Export ${activityTexts.exportAll}` }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(sent(fetchMock).at(-1)).toBe(asSent(apiPath(activityCalls.exportActivity, { query: { claimNumber: 'WC10099001-4', format: 'csv' } }))));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('/wcpp/activity for the network (issue 47 §1)', () => {
  it("shows every group's rows with their group, and offers the group and address filters", async () => {
    const { fetchMock, user } = setup('/wcpp/activity', () => page([row(1, { group: 1004, person: 'tmorgan01' }), row(2, { group: null, person: 'sysadmin1' })], { network: true }), { user: 'sysadmin1', typeCd: 'ISAD' });
    const table = await screen.findByRole('table', { name: activityTexts.results });
    expect(screen.getByText(activityTexts.introNetwork)).toBeInTheDocument();
    expect(screen.queryByText(activityTexts.introGroup)).not.toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /^Group/ })).toBeInTheDocument();
    expect(bodyRows(table).find((r) => r.textContent?.includes('tmorgan01'))).toHaveTextContent('1004');
    // No TINs of their own: the TIN is typed.
    await user.type(screen.getByRole('textbox', { name: activityTexts.tin }), '751234501');
    await user.type(screen.getByRole('textbox', { name: activityTexts.group }), '1004');
    await user.type(screen.getByRole('textbox', { name: activityTexts.ip }), '10.0.0.7');
    await user.click(screen.getByRole('button', { name: activityTexts.search }));
    await waitFor(() => expect(sent(fetchMock).at(-1)).toBe(searchOf({ tin: '751234501', group: '1004', ip: '10.0.0.7' })));
  });
});

describe('who reaches /wcpp/activity (issue 47 §4)', () => {
  const people = {
    provadmin1: userDetails({ userNm: 'provadmin1', typeCd: 'PRAD' }),
    provuser1: userDetails({ id: 4, userNm: 'provuser1', typeCd: 'PRUS' }),
  };
  function serve(name: keyof typeof people) {
    mockApi([
      ...shellRoutes(people[name]),
      on(notificationCalls.listNotifications, () => []),
      on(tinCalls.userFtins, () => []),
      on(activityCalls.activity, () => page([row(1)])),
    ]);
    signInAs(name);
  }

  it('a Provider Admin has the menu item and the screen', async () => {
    serve('provadmin1');
    renderApp('/wcpp/activity');
    expect(await screen.findByRole('heading', { level: 1, name: activityTexts.title })).toBeInTheDocument();
    expect(within(await screen.findByRole('navigation', { name: 'Main menu' })).getByRole('link', { name: 'Activity' })).toHaveAttribute('href', '/wcpp/activity');
  });

  it('a Provider User has no menu item, and is sent home from the address', async () => {
    serve('provuser1');
    renderApp('/wcpp/activity');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/home$/));
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(within(nav).getByRole('link', { name: 'Payments' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: activityTexts.results })).not.toBeInTheDocument();
  });
});
