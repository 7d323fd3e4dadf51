import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addDays, billSearchTexts, claimCalls, claimMessages, claimTexts, historyTexts, todayIso, userCalls, type ClaimBill, type ClaimPage as ClaimPageData } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { callOf, calls, json, mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { ClaimPage } from './ClaimPage';

const bill = (n: number, overrides: Partial<ClaimBill> = {}): ClaimBill => ({
  billControlNumber: `7100000000${n}`,
  ftin: '751234501',
  beginServiceDate: `2026-11-0${n}`,
  endServiceDate: `2026-11-0${n}`,
  providerName: 'Ana Reyes',
  billCharges: 180,
  recommendedAllowance: 120,
  paidAmount: 120,
  paidDate: '2026-11-20',
  checkNumber: `CHK${n}`,
  paymentId: 900 + n,
  billStatus: '0',
  status: 'paid',
  mitchBill: false,
  mcpsBill: false,
  eor: true,
  exId: null,
  eorImageUrl: `/billSearch/billImage?billControlNumber=7100000000${n}&isEor=Y&exId=`,
  billImageUrl: `/billSearch/billImage?billControlNumber=7100000000${n}&isEor=N&exId=`,
  foreignBillIdURL: null,
  ...overrides,
});

const answer = (overrides: Partial<ClaimPageData> = {}): ClaimPageData => ({
  claim: {
    claimNumber: 'WC10099001-4',
    claimantFirstName: 'Denise',
    claimantLastName: 'Okafor',
    claimantDOB: '1979-04-16',
    claimantDOI: '2026-10-20',
    stateOfJurisdiction: 'TX',
    lineOfBusiness: 'WC',
    payerName: 'Lone Star Casualty',
  },
  totals: { bills: 2, billed: 360, allowed: 240, deniedBills: 0, deniedAllowed: 0, paid: 234, firstServiceDate: '2025-06-02', lastServiceDate: '2026-11-02' },
  timeline: [
    { month: '2025-06', bills: 1 },
    { month: '2026-11', bills: 1 },
  ],
  page: 1,
  pageSize: 25,
  bills: [bill(1), bill(2, { status: 'partly paid', billStatus: '3', paidAmount: 114, beginServiceDate: '2025-06-02', endServiceDate: '2025-06-03' })],
  ...overrides,
});

function setup(path: string, respond: (url: URL) => unknown, { user = 'provuser1', typeCd = 'PRUS' } = {}) {
  const fetchMock = mockApi([on(claimCalls.claimByNumber, (_body, url) => respond(url)), on(userCalls.userByName, { name: user }, () => userDetails({ userNm: user, typeCd }))]);
  signInAs(user);
  renderWithProviders(<ClaimPage />, { path, route: '/wcpp/claims/:claimNumber' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

describe('/wcpp/claims/{claimNumber} (issue 27 §1)', () => {
  it('shows the claim, its totals, the months of service and every bill with its status in words', async () => {
    const { fetchMock } = setup('/wcpp/claims/wc10099001-4', () => answer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim WC10099001-4' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe(apiPath(claimCalls.claimByNumber, { params: { claimNumber: 'wc10099001-4' } }));
    expect(screen.getByText('Denise Okafor')).toBeInTheDocument();
    expect(screen.getByText('4/16/1979')).toBeInTheDocument();
    expect(screen.getByText('Lone Star Casualty')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('2 bills · Dates of service 6/2/2025 to 11/2/2026');
    expect(totals).toHaveTextContent('Billed$360.00');
    expect(totals).toHaveTextContent('Paid$234.00');
    const timeline = screen.getByRole('region', { name: 'Bills by month of service' });
    // Months read as other dates do, and the months between with no bill show as one gap (decision 082).
    expect(within(timeline).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['6/2025: 1 bill', '7/2025 to 10/2026: no bill', '11/2026: 1 bill']);
    expect(timeline).not.toHaveTextContent('2025-06');
    // No denied bill: Allowed is the plain total and no line explains it.
    expect(totals).toHaveTextContent('Allowed$240.00');
    expect(totals).not.toHaveTextContent(/denied/i);
    const table = screen.getByRole('table', { name: 'Bills on this claim' });
    const rows = within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    // Oldest service first; a span of dates shows both ends.
    expect(rows[0]).toHaveTextContent('6/2/2025 – 6/3/2025');
    expect(rows[0]).toHaveTextContent('Partly paid');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByRole('button', { name: billSearchTexts.billRefLabel('71000000001') })).toBeInTheDocument();
    // One page: the pager says so and offers no next page.
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
  });

  it('says what the Allowed total leaves out: the denied bills and their allowance, and the sum with them (decision 082)', async () => {
    const denied = bill(3, { status: 'denied', billStatus: '2', recommendedAllowance: 424.14, paidAmount: null, paidDate: null, checkNumber: null });
    setup('/wcpp/claims/WC10077003-2', () =>
      answer({ totals: { ...answer().totals, bills: 3, allowed: 4316.07, deniedBills: 1, deniedAllowed: 424.14 }, bills: [bill(1), bill(2), denied] }),
    );
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(within(totals).getByText(claimTexts.allowedWithoutDenied).nextElementSibling).toHaveTextContent('$4,316.07');
    expect(totals).toHaveTextContent(claimTexts.deniedLeftOut(1, '$424.14', '$4,740.21'));
    expect(within(totals).queryByText(claimTexts.allowed, { exact: true })).not.toBeInTheDocument();
  });

  it('shows the payment that remitted a denied bill, a link to its page; a denied bill no payment carried says Not Available (decision 083)', async () => {
    const remitted = bill(3, { status: 'denied', billStatus: '2', paidAmount: 0, paidDate: '2026-11-27', checkNumber: '5008029', paymentId: 8029 });
    const unremitted = bill(4, { status: 'denied', billStatus: '2', paidAmount: null, paidDate: null, checkNumber: null, paymentId: null });
    setup('/wcpp/claims/WC10077003-2', () => answer({ totals: { ...answer().totals, bills: 4 }, bills: [bill(1), bill(2), remitted, unremitted] }));
    const table = await screen.findByRole('table', { name: 'Bills on this claim' });
    const row = (bcn: string) => within(table).getByRole('button', { name: billSearchTexts.billRefLabel(bcn) }).closest('tr')!;
    const link = within(row('71000000003')).getByRole('link', { name: claimTexts.deniedOnLabel('5008029', '71000000003') });
    expect(link).toHaveTextContent(claimTexts.deniedOn('5008029'));
    expect(link).toHaveAttribute('href', '/wcpp/payments/8029');
    expect(row('71000000003')).toHaveTextContent('$0.00');
    expect(row('71000000003')).not.toHaveTextContent(billSearchTexts.notAvailable);
    expect(within(row('71000000004')).queryByRole('link')).not.toBeInTheDocument();
    expect(row('71000000004')).toHaveTextContent(billSearchTexts.notAvailable);
    // A paid bill keeps its View button, not a link.
    expect(within(row('71000000001')).getByRole('button', { name: billSearchTexts.viewPaymentLabel('71000000001') })).toBeInTheDocument();
  });

  it('marks a bill of the second source in words beside its Bill Ref, and only that bill', async () => {
    setup('/wcpp/claims/WC10099001-4', () => answer({ bills: [bill(1), bill(2, { mitchBill: true })] }));
    const table = await screen.findByRole('table', { name: 'Bills on this claim' });
    const second = within(table).getByRole('button', { name: billSearchTexts.billRefLabel('71000000002') }).closest('td')!;
    expect(second).toHaveTextContent(`71000000002${claimTexts.secondSource}`);
    const first = within(table).getByRole('button', { name: billSearchTexts.billRefLabel('71000000001') }).closest('td')!;
    expect(first).not.toHaveTextContent(claimTexts.secondSource);
  });

  it("gives a Provider Admin the claim's HISTORY and each bill's, under its number, to the Activity filtered on it over the last year", async () => {
    setup('/wcpp/claims/WC10099001-4', () => answer(), { user: 'provadmin1', typeCd: 'PRAD' });
    const table = await screen.findByRole('table', { name: 'Bills on this claim' });
    const range = `from=${addDays(todayIso(), -365)}&to=${todayIso()}`;
    expect(await screen.findByRole('link', { name: historyTexts.claim })).toHaveAttribute('href', `/wcpp/activity?claimNumber=WC10099001-4&${range}`);
    const link = await within(table).findByRole('link', { name: historyTexts.bill('71000000002') });
    expect(link).toHaveTextContent(historyTexts.link);
    expect(link).toHaveAttribute('href', `/wcpp/activity?bill=71000000002&${range}`);
    expect(link.closest('td')).toContainElement(within(table).getByRole('button', { name: billSearchTexts.billRefLabel('71000000002') }));
    expect(within(table).getAllByRole('link', { name: /^History of bill / })).toHaveLength(2);
  });

  it('gives a Provider User no HISTORY, of the claim or of a bill', async () => {
    const { fetchMock } = setup('/wcpp/claims/WC10099001-4', () => answer());
    const table = await screen.findByRole('table', { name: 'Bills on this claim' });
    await vi.waitFor(() => expect(calls(fetchMock)).toContain(callOf(userCalls.userByName, { params: { name: 'provuser1' } })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /^History/ })).not.toBeInTheDocument();
    expect(table).not.toHaveTextContent(historyTexts.link);
  });

  it("keeps the table's filter and sort for the claim in the tab's storage, not the address, and finds them again when the page comes back", async () => {
    const { user } = setup('/wcpp/claims/WC10099001-4', () => answer());
    const table = await screen.findByRole('table', { name: 'Bills on this claim' });
    await user.type(within(table).getByRole('textbox', { name: 'Filter by Status' }), 'partly');
    await user.click(within(table).getByRole('button', { name: 'Paid' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/claims\/WC10099001-4$/);
    cleanup();
    setup('/wcpp/claims/WC10099001-4', () => answer());
    const again = await screen.findByRole('table', { name: 'Bills on this claim' });
    expect(within(again).getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('partly');
    expect(within(again).getByRole('button', { name: 'Paid' }).closest('th')).toHaveAttribute('aria-sort', 'ascending');
    expect(within(again).queryByRole('button', { name: billSearchTexts.billRefLabel('71000000001') })).not.toBeInTheDocument();
    // Another claim's table starts afresh.
    cleanup();
    setup('/wcpp/claims/WC10099002-1', () => answer({ claim: { ...answer().claim, claimNumber: 'WC10099002-1' } }));
    const other = await screen.findByRole('table', { name: 'Bills on this claim' });
    expect(within(other).getByRole('textbox', { name: 'Filter by Status' })).toHaveValue('');
  });

  it("says a claim is not found, with the server's message and no table", async () => {
    setup('/wcpp/claims/ZZ1', () => json({ code: 'NOT_FOUND', message: claimMessages.notFound }, 404));
    expect(await screen.findByText(claimMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Totals' })).not.toBeInTheDocument();
  });

  it('pages on the server: the next page asks for page 2, keeps the claim shown and the page in the address', async () => {
    const { fetchMock, user } = setup('/wcpp/claims/WC10099001-4', (url) =>
      answer({ page: Number(url.searchParams.get('page') ?? 1), totals: { ...answer().totals, bills: 30 }, bills: url.searchParams.get('page') === '2' ? [bill(3)] : [bill(1)] }),
    );
    expect(await screen.findByText('1-25 of 30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('26-30 of 30')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(apiPath(claimCalls.claimByNumber, { params: { claimNumber: 'WC10099001-4' }, query: { page: 2 } }));
    expect(await screen.findByRole('button', { name: billSearchTexts.billRefLabel('71000000003') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: billSearchTexts.billRefLabel('71000000001') })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/claims/WC10099001-4?page=2');
  });

  it('asks the server for 50 or 100 bills a page when chosen, from the first page, and keeps the size in the address', async () => {
    const { fetchMock, user } = setup('/wcpp/claims/WC10099001-4?page=2', (url) =>
      answer({ page: Number(url.searchParams.get('page') ?? 1), pageSize: Number(url.searchParams.get('pageSize') ?? 25), totals: { ...answer().totals, bills: 60 } }),
    );
    expect(await screen.findByText('26-50 of 60')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page:' })).toHaveValue('25');
    expect([...screen.getByRole('combobox', { name: 'Rows per page:' }).querySelectorAll('option')].map((o) => o.value)).toEqual(['25', '50', '100']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '50');
    expect(await screen.findByText('1-50 of 60')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)![0])).toBe(apiPath(claimCalls.claimByNumber, { params: { claimNumber: 'WC10099001-4' }, query: { pageSize: 50 } }));
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/claims/WC10099001-4?pageSize=50');
  });
});
