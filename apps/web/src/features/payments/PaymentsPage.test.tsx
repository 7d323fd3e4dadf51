import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  billSearchCalls,
  billSearchTexts,
  carcPlainTexts,
  paymentCalls,
  paymentMessages,
  paymentTexts,
  tinCalls,
  type PaymentRow,
  type PaymentSearchResult,
} from '@wcpp/contract';
import { apiPath, isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, on } from '../../test/api-mock';
import { renderWithProviders, signInAs } from '../../test/render';
import { PaymentsPage } from './PaymentsPage';
import { PaymentPage } from './PaymentPage';
import type { Payment } from '@wcpp/contract';

const row = (n: number, overrides: Partial<PaymentRow> = {}): PaymentRow => ({
  paymentId: n,
  checkNumber: `500000${n}`,
  method: 'CHK',
  paymentDate: `2026-11-1${n}`,
  payerName: 'Lone Star Casualty',
  payerId: '10001',
  payeeFtin: '751234501',
  totalAmount: 300 + n,
  paidToYou: 300 + n,
  bills: 2,
  partial: false,
  ...overrides,
});
const result = (payments: PaymentRow[], overrides: Partial<PaymentSearchResult> = {}): PaymentSearchResult => ({
  payments,
  total: payments.length,
  page: 1,
  pageSize: 25,
  from: '2026-08-30',
  to: '2026-11-28',
  ...overrides,
});

function setup(path: string, respond: (url: URL) => unknown) {
  const fetchMock = mockApi([
    on(paymentCalls.exportPayments, (_body, url) => respond(url)),
    on(paymentCalls.searchPayments, (_body, url) => respond(url)),
    on(tinCalls.userFtins, () => [{ ftin: '751234501', nickname: 'Harbor Street Clinic' }, { ftin: '751234502', nickname: null }]),
  ]);
  signInAs('provuser1');
  renderWithProviders(<PaymentsPage />, { path, route: '/wcpp/payments' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}
/** A URL as path and query, the query decoded alike however its spaces were written. */
const asSent = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  return searchParams.size === 0 ? pathname : `${pathname}?${searchParams}`;
};
/** The payment searches and exports fetch received, in order. */
const searches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([u, init]) => [paymentCalls.searchPayments, paymentCalls.exportPayments].some((endpoint) => isCallOf(endpoint, init?.method ?? 'GET', String(u))))
    .map(([u]) => asSent(String(u)));
const searchOf = (query?: Record<string, string | number>) => asSent(apiPath(paymentCalls.searchPayments, { query }));

describe('/wcpp/payments (issue 28 §2)', () => {
  it('lists the last 90 days at first, newest first, each check linking to its payment; a partial one says so', async () => {
    const { fetchMock } = setup('/wcpp/payments', () =>
      result([row(2), row(1, { partial: true, paidToYou: 120, totalAmount: null, method: 'ACH', checkNumber: 'EFT000000000001' })]),
    );
    const table = await screen.findByRole('table', { name: 'Payments found' });
    expect(searches(fetchMock)[0]).toBe(searchOf());
    expect(screen.getByText(/Paid 8\/30\/2026 to 11\/28\/2026 · 2 payments/)).toBeInTheDocument();
    const rows = within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(rows[0]).toHaveTextContent('5000002');
    expect(rows[1]).toHaveTextContent('$120.00 (Part of it is yours)');
    // The whole check is the payee's: not shown on a row the user sees in part.
    expect(rows[1]).toHaveTextContent('Not shown');
    expect(rows[0]).toHaveTextContent('$302.00');
    expect(rows[1]).toHaveTextContent('EFT');
    expect(within(rows[0]!).getByRole('link', { name: 'Open payment 5000002' })).toHaveAttribute('href', '/wcpp/payments/2');
  });

  it('exports every payment of the search, all pages, by its criteria', async () => {
    const { fetchMock, user } = setup('/wcpp/payments?payer=lone&page=2', (url) =>
      url.pathname.endsWith('/export') ? new Response('Check or EFT Number\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="Payments.csv"' } }) : result([row(1)], { total: 51, page: 2 }),
    );
    await user.click(await screen.findByRole('button', { name: 'Export all 51 payments of this search' }));
    await user.click(screen.getByRole('menuitem', { name: 'CSV' }));
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe(asSent(apiPath(paymentCalls.exportPayments, { query: { payer: 'lone', format: 'csv' } }))));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('searches by number, dates, Tax ID and payer; the criteria go to the address and the call', async () => {
    const { fetchMock, user } = setup('/wcpp/payments', () => result([row(1)]));
    await screen.findByRole('table', { name: 'Payments found' });
    await user.type(screen.getByRole('textbox', { name: 'Check or EFT Number' }), '5000001');
    await user.type(screen.getByRole('textbox', { name: 'Payer' }), 'lone star');
    await user.type(screen.getByRole('textbox', { name: /Paid From/ }), '11/1/2026');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tax ID' }), '751234501');
    expect(screen.getByRole('option', { name: '751234501 (Harbor Street Clinic)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/payments?checkNumber=5000001&from=2026-11-01&ftin=751234501&payer=lone+star'));
    // The address changes first; the call follows on the next render.
    await waitFor(() => expect(searches(fetchMock).at(-1)).toBe(searchOf({ checkNumber: '5000001', from: '2026-11-01', ftin: '751234501', payer: 'lone star' })));
    // The form shows the date back as typed dates are shown.
    expect(screen.getByRole('textbox', { name: /Paid From/ })).toHaveValue('11/01/2026');
  });

  it('refuses a bad number and a range that ends before it starts, without asking the server', async () => {
    const { fetchMock, user } = setup('/wcpp/payments', () => result([]));
    expect(await screen.findByText(/No payments were found/)).toBeInTheDocument();
    const before = searches(fetchMock).length;
    const number = screen.getByRole('textbox', { name: 'Check or EFT Number' });
    await user.type(number, 'abc def');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(paymentMessages.invalidCheckNumber)).toBeInTheDocument();
    await user.clear(number);
    await user.type(screen.getByRole('textbox', { name: /Paid From/ }), '11/20/2026');
    await user.type(screen.getByRole('textbox', { name: /Paid To/ }), '11/10/2026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(paymentMessages.toBeforeFrom)).toBeInTheDocument();
    expect(screen.queryByText(paymentMessages.invalidCheckNumber)).not.toBeInTheDocument();
    expect(searches(fetchMock)).toHaveLength(before);
  });

  it("a form error clears the previous search's payments, from the screen and the address, and keeps what was typed", async () => {
    const { fetchMock, user } = setup('/wcpp/payments?payer=lone', () => result([row(1), row(2)]));
    expect(await screen.findByRole('table', { name: 'Payments found' })).toBeInTheDocument();
    const before = searches(fetchMock).length;
    await user.type(screen.getByRole('textbox', { name: /Paid From/ }), '11/20/2026');
    await user.type(screen.getByRole('textbox', { name: /Paid To/ }), '11/10/2026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(paymentMessages.toBeforeFrom)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Payments found' })).not.toBeInTheDocument();
    expect(screen.queryByText(/2 payments/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/payments$/));
    expect(screen.getByText(paymentMessages.toBeforeFrom)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Payer' })).toHaveValue('lone');
    expect(screen.getByRole('textbox', { name: /Paid From/ })).toHaveValue('11/20/2026');
    expect(searches(fetchMock)).toHaveLength(before);
    // A search that passes brings payments back.
    await user.clear(screen.getByRole('textbox', { name: /Paid To/ }));
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByRole('table', { name: 'Payments found' })).toBeInTheDocument();
    expect(screen.queryByText(paymentMessages.toBeforeFrom)).not.toBeInTheDocument();
  });

  it('names each details button by its payment, not by the link\'s action', async () => {
    // A phone's width: the columns that do not fit fold into each row's details.
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    try {
      setup('/wcpp/payments', () => result([row(1)]));
      const table = await screen.findByRole('table', { name: 'Payments found' });
      expect(within(table).getByRole('button', { name: 'Show details of payment 5000001' })).toBeInTheDocument();
      expect(within(table).queryByRole('button', { name: /Open payment/ })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('pages on the server: the next page and another page size go to the address and the call, with the criteria kept', async () => {
    const many = Array.from({ length: 25 }, (_, i) => row(i + 1));
    const { fetchMock, user } = setup('/wcpp/payments?payer=lone', (url) => {
      const pageSize = Number(url.searchParams.get('pageSize') ?? 25);
      return result(many.slice(0, pageSize), { total: 120, page: Number(url.searchParams.get('page') ?? 1), pageSize });
    });
    expect(await screen.findByText('1-25 of 120')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/payments?payer=lone&page=2'));
    expect(await screen.findByText('26-50 of 120')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '100');
    // Another size starts again at its first page.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/payments?payer=lone&pageSize=100'));
    expect(await screen.findByText('1-100 of 120')).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([searchOf({ payer: 'lone' }), searchOf({ payer: 'lone', page: 2 }), searchOf({ payer: 'lone', pageSize: 100 })]);
    // A new search keeps the size chosen.
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/payments?payer=lone&pageSize=100'));
    expect(screen.queryByText('26-50 of 120')).not.toBeInTheDocument();
  });

  it("shows the server's message when it refuses the criteria, and no table", async () => {
    setup('/wcpp/payments?from=2024-01-01&to=2026-01-01', () => json({ code: 'VALIDATION', message: paymentMessages.rangeTooLong }, 400));
    expect(await screen.findByText(paymentMessages.rangeTooLong)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

/** A payment the user sees in part: the whole amount and the provider adjustment are the payee's. */
const payment: Payment = {
  ...row(1, { partial: true, paidToYou: 95, totalAmount: null }),
  providerAdjustment: null,
  crosswalkVersion: '2026-11-28',
  page: 1,
  pageSize: 25,
  claims: [
    {
      claimNumber: 'WC10099001-4',
      claimantFirstName: 'Denise',
      claimantLastName: 'Okafor',
      bills: [
        {
          billControlNumber: '71000000001', ftin: '751234501', beginServiceDate: '2026-11-02', endServiceDate: '2026-11-02', providerName: 'Ana Reyes',
          billed: 180, paid: 95, status: 'partly paid', mitchBill: false, exId: null, eorImageUrl: '/billSearch/billImage?billControlNumber=71000000001&isEor=Y&exId=',
          lines: [
            { lineNo: 1, serviceDate: '2026-11-02', procedureCode: '97110', modifier: 'GP', units: 2, billed: 180, allowed: 100, paid: 95, reasonCode: 'R45',
              adjustments: [
                { group: 'CO', carc: '45', rarc: 'N381', amount: 80, text: 'Charge exceeds the fee schedule.' },
                { group: 'CO', carc: 'B4', rarc: null, amount: 5, text: 'Late filing penalty.' },
              ] },
          ],
        },
      ],
    },
  ],
};

describe('/wcpp/payments/{paymentId} (issue 28 §2)', () => {
  function open(respond: (body: unknown, url: URL) => unknown) {
    mockApi([
      on(paymentCalls.paymentById, { paymentId: 1 }, respond),
      on(tinCalls.userFtins, () => [{ ftin: '751234501', nickname: 'Harbor Street Clinic' }]),
    ]);
    signInAs('provuser1');
    renderWithProviders(<PaymentPage />, { path: '/wcpp/payments/1', route: '/wcpp/payments/:paymentId' });
  }

  it("shows the header, says when only the user's part is shown, and each line's adjustments with their codes and words", async () => {
    open(() => payment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check 5000001' })).toBeInTheDocument();
    expect(screen.getByText('Lone Star Casualty (10001)')).toBeInTheDocument();
    expect(screen.getByText('751234501 (Harbor Street Clinic)')).toBeInTheDocument();
    expect(screen.getByText(/also pays bills of Tax IDs you do not have/)).toBeInTheDocument();
    expect(screen.getByText(paymentTexts.totalNotShown)).toBeInTheDocument();
    expect(screen.queryByText('Provider Adjustment')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Claim WC10099001-4 · Denise Okafor' })).toHaveAttribute('href', '/wcpp/claims/WC10099001-4');
    const table = screen.getByRole('table', { name: 'Bill 71000000001 · TIN 751234501 (Harbor Street Clinic)' });
    expect(table).toHaveTextContent('97110-GP');
    // Plain words first; the codes' full text is one disclosure away, closed at first (decision 082).
    const items = within(table).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual([carcPlainTexts['45'], carcPlainTexts.B4]);
    expect(items[0]).toHaveTextContent(`${carcPlainTexts['45']} $80.00`);
    const codes = within(items[0]!).getByText('CO-45 N381');
    expect(codes.tagName).toBe('SUMMARY');
    expect(codes).toHaveAccessibleName(paymentTexts.codesInFull('CO-45 N381'));
    const details = codes.closest('details')!;
    expect(details.open).toBe(false);
    expect(details).toHaveTextContent('Contractual obligation. Charge exceeds the fee schedule.');
    await userEvent.setup({ delay: null }).click(codes);
    expect(details.open).toBe(true);
    expect(within(items[1]!).getByText('CO-B4').closest('details')).toHaveTextContent('Contractual obligation. Late filing penalty.');
    expect(screen.getByRole('button', { name: 'Download 835' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remittance PDF' })).toBeEnabled();
  });

  it("a bill's number opens its EOR as the claim page does: the precheck of its EOR address, then the EOR's link; a bill without an EOR has no button", async () => {
    const asked: string[] = [];
    mockApi([
      on(paymentCalls.paymentById, { paymentId: 1 }, () => ({ ...payment, claims: [{ ...payment.claims[0]!, bills: [payment.claims[0]!.bills[0]!, { ...payment.claims[0]!.bills[0]!, billControlNumber: '71000000009', eorImageUrl: null }] }] })),
      on(tinCalls.userFtins, () => []),
      // Every bill-document call is recorded, and refused.
      ...Object.values(billSearchCalls).map((endpoint) =>
        on(endpoint, (_body, url) => {
          asked.push(url.pathname + url.search);
          return json({ code: 'NOT_FOUND', message: 'no' }, 404);
        }),
      ),
    ]);
    signInAs('provuser1');
    renderWithProviders(<PaymentPage />, { path: '/wcpp/payments/1', route: '/wcpp/payments/:paymentId' });
    const open = await screen.findByRole('button', { name: paymentTexts.openEor('71000000001') });
    expect(open.closest('h3')).toHaveTextContent('Bill 71000000001 · TIN 751234501');
    expect(screen.queryByRole('button', { name: paymentTexts.openEor('71000000009') })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: /^Bill 71000000009/ })).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(open);
    expect(await screen.findByText(billSearchTexts.openingEor)).toBeInTheDocument();
    await waitFor(() => expect(asked[0]).toContain(encodeURIComponent('/billSearch/billImage?billControlNumber=71000000001&isEor=Y&exId=')), { timeout: 5000 });
  });

  it('shows a payment seen whole with its amount and its provider adjustment in words', async () => {
    open(() => ({ ...payment, partial: false, totalAmount: 250.5, providerAdjustment: { code: 'WO', amount: 12.5, text: 'Overpayment recovery' } }));
    expect(await screen.findByText('$250.50')).toBeInTheDocument();
    expect(screen.getByText('Overpayment recovery (WO): $12.50')).toBeInTheDocument();
    expect(screen.queryByText(/also pays bills of Tax IDs you do not have/)).not.toBeInTheDocument();
    expect(screen.queryByText(paymentTexts.totalNotShown)).not.toBeInTheDocument();
  });

  it('shows the payee the whole amount and the adjustment of a payment seen in part, with only their bills', async () => {
    open(() => ({ ...payment, totalAmount: 250.5, providerAdjustment: { code: 'WO', amount: 12.5, text: 'Overpayment recovery' } }));
    expect(await screen.findByText('$250.50')).toBeInTheDocument();
    expect(screen.getByText('Overpayment recovery (WO): $12.50')).toBeInTheDocument();
    expect(screen.getByText('$95.00', { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(/also pays bills of Tax IDs you do not have/)).toBeInTheDocument();
    expect(screen.queryByText(paymentTexts.totalNotShown)).not.toBeInTheDocument();
  });

  it('pages a payment of more bills than a page on the server: the range, the pager, and the page in the address', async () => {
    const asked: string[] = [];
    open((_body, url) => {
      asked.push(url.search);
      const page = Number(url.searchParams.get('page') ?? 1);
      return { ...payment, partial: false, bills: 60, page, pageSize: 25 };
    });
    expect(await screen.findByText('Bills 1-25 of 60, by claim.')).toBeInTheDocument();
    expect(screen.getByText('1-25 of 60')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(await screen.findByText('Bills 26-50 of 60, by claim.')).toBeInTheDocument();
    expect(asked).toEqual(['', '?page=2']);
    expect(screen.queryByText('Bills 1-25 of 60, by claim.')).not.toBeInTheDocument();
  });

  it('shows no pager when the bills fit on one page', async () => {
    open(() => payment);
    expect(await screen.findByRole('heading', { level: 1, name: 'Check 5000001' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to next page' })).not.toBeInTheDocument();
    expect(screen.queryByText(/^Bills \d/)).not.toBeInTheDocument();
  });

  it('says a payment is not found, with the server message and nothing of it', async () => {
    open(() => json({ code: 'NOT_FOUND', message: paymentMessages.notFound }, 404));
    expect(await screen.findByText(paymentMessages.notFound)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download 835' })).not.toBeInTheDocument();
  });
});
