import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { billSearchMessages, type Bill, billSearchCalls, tinCalls, urlOf, userCalls } from '@wcpp/contract';
import { apiPath } from '@wcpp/contract/testing';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { BillSearchPage } from './BillSearchPage';

const TINS = ['751234501', '751234502'];

function bill(overrides: Partial<Bill> = {}): Bill {
  return {
    beginServiceDate: '2026-11-01',
    endServiceDate: '2026-11-03',
    billCharges: 1234.5,
    billControlNumber: '70000000001',
    billingId: 'BL1',
    billStatus: '0',
    claimNumber: 'WC1',
    dateOfInjury: '2026-01-01',
    documentId: 'D1',
    facilityName: null,
    patientFirstName: 'Rosa',
    patientMiddleName: 'G',
    patientLastName: 'Anderson',
    physicianFirstName: 'Kevin',
    physicianMiddleName: 'B',
    physicianLastName: 'Reyes',
    payerId: '10001',
    payerName: 'Payer',
    recommendedAllowance: 999,
    ftin: TINS[0]!,
    mitchBill: false,
    mcpsBill: false,
    eor: true,
    eorImageUrl: '/billSearch/billImage?billControlNumber=70000000001&isEor=Y&exId=EX1',
    billImageUrl: '/billSearch/billImage?billControlNumber=70000000001&isEor=N&exId=EX1',
    foreignBillIdURL: null,
    exId: 'EX1',
    paidAmount: null,
    paidDate: null,
    checkNumber: null,
    ...overrides,
  };
}

/** Answers the screen's calls; `first` and `second` answer the two sources (a function may delay or fail). */
function serve(first: (body: { ftin: string }) => unknown, second: () => unknown = () => [], lastTins: string[] = []) {
  return mockApi([
    on(billSearchCalls.tinSelection, () => ({ tins: lastTins })),
    on(billSearchCalls.saveTinSelection, () => json(null, 204)),
    on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    on(tinCalls.userFtins, { userName: 'provuser1' }, () => TINS.map((ftin) => ({ ftin, createdDate: null, activeFlag: true }))),
    on(billSearchCalls.searchByAssorted, (body) => first(body as { ftin: string })),
    on(billSearchCalls.mitchBillSearch, () => second()),
    on(billSearchCalls.findPaymentInfo, () => ({ paidAmount: 950.25, paidDate: '2026-12-01', checkNumber: '4000001' })),
  ]);
}

async function searchClaim() {
  const user = userEvent.setup({ delay: null });
  signInAs('provuser1');
  renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
  await screen.findByRole('checkbox', { name: TINS[1] });
  await user.type(screen.getByRole('textbox', { name: 'Claim Number' }), 'WC1');
  await user.type(screen.getByRole('textbox', { name: /Approximate Date of Service/ }), '11012026');
  await user.click(screen.getByRole('button', { name: 'SEARCH' }));
  return user;
}

const deferred = () => {
  let resolve!: (v: unknown) => void;
  const promise = new Promise((r) => (resolve = r));
  return { promise, resolve };
};

describe('Bill Search requests (part 1 §4)', () => {
  it('sends one request per selected TIN with the ±7-day window, plus one second-source request with every TIN', async () => {
    const fetchMock = serve(() => []);
    await searchClaim();
    await screen.findByText(billSearchMessages.noBills);
    const sent = calls(fetchMock);
    expect(sent.filter((c) => c === callOf(billSearchCalls.searchByAssorted))).toHaveLength(2);
    expect(sent.filter((c) => c === callOf(billSearchCalls.mitchBillSearch))).toHaveLength(1);
    const bodies = fetchMock.mock.calls.filter(([u]) => /billSearch\/(searchByAssorted|mitchBillSearch)/.test(String(u))).map(([, init]) => JSON.parse(String(init!.body)));
    expect(bodies).toContainEqual({ claimNumber: 'WC1', beginServiceDate: '2026-10-25', endServiceDate: '2026-11-08', ftin: TINS[0] });
    expect(bodies).toContainEqual({ claimNumber: 'WC1', beginServiceDate: '2026-10-25', endServiceDate: '2026-11-08', tins: TINS });
  });

  it("starts with the TINs of the person's last search and keeps a new selection for the next one (issue 27 §2)", async () => {
    const fetchMock = serve(() => [], () => [], [TINS[1]!, '999999999']);
    const user = userEvent.setup({ delay: null });
    signInAs('provuser1');
    renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
    // The kept TIN the person still has is ticked; the other is not; a kept TIN they lost is dropped.
    expect(await screen.findByRole('checkbox', { name: TINS[1] })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: TINS[0] })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: TINS[0] }));
    await user.type(screen.getByRole('textbox', { name: 'Claim Number' }), 'WC1');
    await user.type(screen.getByRole('textbox', { name: /Approximate Date of Service/ }), '11012026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await screen.findByText(billSearchMessages.noBills);
    const saved = fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith(apiPath(billSearchCalls.tinSelection)) && init?.method === 'PUT');
    expect(saved.map(([, init]) => JSON.parse(String(init!.body)))).toEqual([{ tins: [TINS[1], TINS[0]] }]);
    // The same selection again is not sent again.
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await screen.findByText(billSearchMessages.noBills);
    expect(fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith(apiPath(billSearchCalls.tinSelection)) && init?.method === 'PUT')).toHaveLength(1);
  });

  it('keeps nothing while mirroring', async () => {
    const fetchMock = serve(() => []);
    const user = userEvent.setup({ delay: null });
    signInAs('sysadmin1', { userNm: 'provuser1' } as Parameters<typeof signInAs>[1]);
    renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
    await screen.findByRole('checkbox', { name: TINS[1] });
    await user.type(screen.getByRole('textbox', { name: 'Claim Number' }), 'WC1');
    await user.type(screen.getByRole('textbox', { name: /Approximate Date of Service/ }), '11012026');
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    await screen.findByText(billSearchMessages.noBills);
    expect(fetchMock.mock.calls.some(([u, init]) => String(u).endsWith(apiPath(billSearchCalls.tinSelection)) && init?.method === 'PUT')).toBe(false);
  });

  it('shows the progress message and keeps Search disabled until every answer is back', async () => {
    const late = deferred();
    serve(() => late.promise.then(() => []));
    await searchClaim();
    expect(await screen.findByText(/Searching for bills/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeDisabled();
    late.resolve(null);
    await screen.findByText(billSearchMessages.noBills);
    expect(screen.getByRole('button', { name: 'SEARCH' })).toBeEnabled();
  });

  it('shows no error when an earlier request fails but the last one succeeds', async () => {
    const late = deferred();
    serve(
      () => json({ code: 'INTERNAL', message: 'x' }, 500),
      () => late.promise.then(() => [bill({ mitchBill: true, billControlNumber: '70000000002' })]),
    );
    await searchClaim();
    late.resolve(null);
    expect(await screen.findByText('1 bill found')).toBeInTheDocument();
    expect(screen.queryByText(billSearchMessages.retrieval)).not.toBeInTheDocument();
  });

  it('shows the retrieval error when the last request to come back fails', async () => {
    const late = deferred();
    serve(() => [], () => late.promise.then(() => json({ code: 'INTERNAL', message: 'x' }, 500)));
    await searchClaim();
    late.resolve(null);
    expect(await screen.findByText(billSearchMessages.retrieval)).toBeInTheDocument();
  });
});

describe('Bill Search results (part 1 §2, §4)', () => {
  it('composes names, formats money and dates, and sorts by claimant first name', async () => {
    serve((body) =>
      body.ftin === TINS[0]
        ? [bill({ patientFirstName: 'Zoe', billControlNumber: '70000000009' })]
        : [bill({ ftin: TINS[1], billControlNumber: '70000000003', billStatus: 'In Progress', eor: false, recommendedAllowance: null })],
    );
    const user = await searchClaim();
    const table = await screen.findByRole('table', { name: 'Bills found' });
    const rows = within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(rows[0]).toHaveTextContent('Rosa G Anderson');
    expect(rows[0]).toHaveTextContent('11/1/2026');
    expect(rows[0]).toHaveTextContent('$1,234.50');
    expect(rows[0]).toHaveTextContent('70000000003 / D1');
    expect(rows[0]).toHaveTextContent('Not Available');
    expect(rows[1]).toHaveTextContent('Zoe G Anderson');
    expect(within(rows[1]!).getByRole('button', { name: /\$999\.00, open the EOR/ })).toBeInTheDocument();
    // The physician is a secondary column: folded into the row's details (docs/decisions/032).
    expect(rows[0]).not.toHaveTextContent('Kevin B Reyes');
    await user.click(within(rows[0]!).getByRole('button', { name: 'Show details of bill 70000000003 / D1' }));
    expect(within(table).getByLabelText('Details of bill 70000000003 / D1')).toHaveTextContent('PhysicianKevin B Reyes');
  });

  it('opens the payment dialog with the paid amount, date and check number', async () => {
    serve((body) => (body.ftin === TINS[0] ? [bill()] : []));
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'View payment information 70000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Information' });
    await within(dialog).findByText('$950.25');
    expect(dialog).toHaveTextContent('12/1/2026');
    expect(dialog).toHaveTextContent('4000001');
  });

  it('says Not Applicable for a network-pricing bill and links its pricing sheet', async () => {
    serve((body) => (body.ftin === TINS[0] ? [bill({ mcpsBill: true, eor: false })] : []));
    await searchClaim();
    const table = await screen.findByRole('table', { name: 'Bills found' });
    expect(table).toHaveTextContent('Not Applicable');
    expect(within(table).getByRole('button', { name: /open the pricing sheet/ })).toBeInTheDocument();
  });
});

describe('Bill Search TINs (part 1 §4)', () => {
  it('shows progress in the open mode until the TINs arrive, then the form with every TIN checked', async () => {
    const tins = deferred();
    mockApi([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(tinCalls.userFtins, { userName: 'provuser1' }, () => tins.promise),
    ]);
    signInAs('provuser1');
    renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
    const panel = await screen.findByRole('region', { name: 'Search By Claim Number' });
    expect(within(panel).getByRole('progressbar', { name: 'Loading' })).toBeVisible();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    tins.resolve(TINS.map((ftin) => ({ ftin, createdDate: null, activeFlag: true })));
    for (const ftin of TINS) expect(await within(panel).findByRole('checkbox', { name: ftin })).toBeChecked();
    expect(within(panel).queryByRole('progressbar')).toBeNull();
  });

  it('says the TINs could not be read and still offers the form when their call fails', async () => {
    mockApi([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(tinCalls.userFtins, { userName: 'provuser1' }, () => json({ code: 'INTERNAL', message: 'x' }, 500)),
    ]);
    signInAs('provuser1');
    renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
    // On a busy machine the page (its TINs, kept selection and saved searches) takes over a second to settle.
    expect(await screen.findByText(billSearchMessages.retrieval, {}, { timeout: 5000 })).toBeVisible();
    const panel = screen.getByRole('region', { name: 'Search By Claim Number' });
    expect(within(panel).getByRole('textbox', { name: 'Claim Number' })).toBeVisible();
    expect(within(panel).queryByRole('checkbox')).toBeNull();
  });
});

describe('Bill Search modes (part 1 §2)', () => {
  it('switching mode clears the errors; clicking the open mode collapses it', async () => {
    serve(() => []);
    const user = userEvent.setup({ delay: null });
    signInAs('provuser1');
    renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
    await screen.findByRole('checkbox', { name: TINS[1] });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(billSearchMessages.claimNumber)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search By Claimant' }));
    expect(await screen.findByRole('textbox', { name: /Claimant First Name/ })).toBeInTheDocument();
    expect(screen.queryByText(billSearchMessages.claimNumber)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search By Claimant' }));
    expect(screen.getByRole('button', { name: 'Search By Claimant' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /Claimant First Name/ })).not.toBeInTheDocument();
  });
});

describe('Bill Search documents (part 1 §4, §8)', () => {
  const pdf = () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } });

  /** The address the image link answers with: the image of bill 70000000001, its EOR (E) or its bill (B). */
  const imageUrl = (id: 'B70000000001' | 'E70000000001') => ({ url: urlOf(billSearchCalls.billImage, { id }) });

  /** The search, the image calls (of bill 70000000001 only), and a clock of when each call was answered. */
  function serveDocuments(overrides: Partial<Record<'imageExist' | 'link' | 'blob' | 'precheck' | 'priceSheet' | 'payment', () => unknown>> = {}) {
    const answered: Record<string, number> = {};
    const at = (name: string, answer: () => unknown) => () => {
      answered[name] = performance.now();
      return answer();
    };
    const fetchMock = mockApi([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(tinCalls.userFtins, { userName: 'provuser1' }, () => TINS.map((ftin) => ({ ftin, createdDate: null, activeFlag: true }))),
      on(billSearchCalls.searchByAssorted, (body) => ((body as { ftin: string }).ftin === TINS[0] ? [bill(), bill({ billControlNumber: '70000000005', mcpsBill: true, eor: false })] : [])),
      on(billSearchCalls.mitchBillSearch, () => []),
      on(billSearchCalls.imageExist, at('imageExist', overrides.imageExist ?? (() => true))),
      on(billSearchCalls.precheckEor, at('precheck', overrides.precheck ?? (() => true))),
      ...(['Y', 'N'] as const).map((isEor) =>
        on(billSearchCalls.billImageLink, { billControlNumber: '70000000001', isEor, exId: 'EX1' }, at('link', overrides.link ?? (() => imageUrl('B70000000001')))),
      ),
      ...(['B70000000001', 'E70000000001'] as const).map((id) => on(billSearchCalls.billImage, { id }, at('blob', overrides.blob ?? pdf))),
      on(billSearchCalls.searchBillPriceSheet, at('priceSheet', overrides.priceSheet ?? pdf)),
      on(billSearchCalls.findPaymentInfo, overrides.payment ?? (() => json({ code: 'NOT_FOUND', message: 'x' }, 404))),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:document-1');
    URL.revokeObjectURL = vi.fn();
    return { fetchMock, answered };
  }

  it('a blocked pop-up asks to allow pop-ups; VIEW IMAGE opens the document from the click, CLOSE closes', async () => {
    serveDocuments();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(null).mockReturnValue({} as Window);
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'Open bill 70000000001 / D1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Allow pop-ups' });
    expect(dialog).toHaveTextContent(billSearchMessages.popupBlocked);
    await user.click(within(dialog).getByRole('button', { name: 'VIEW IMAGE' }));
    expect(open).toHaveBeenLastCalledWith('blob:document-1', '_blank');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    open.mockReturnValueOnce(null);
    await user.click(screen.getByRole('button', { name: 'Open bill 70000000001 / D1' }));
    await user.click(await screen.findByRole('button', { name: 'CLOSE' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('says the image cannot be displayed when it does not exist, and that it is not available when the PDF fails', async () => {
    let exists = false;
    serveDocuments({ imageExist: () => exists, blob: () => json({ code: 'NOT_FOUND', message: 'x' }, 404) });
    vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'Open bill 70000000001 / D1' }));
    expect(await screen.findByText(billSearchMessages.imageUnavailable)).toBeInTheDocument();
    exists = true;
    await user.click(screen.getByRole('button', { name: 'Open bill 70000000001 / D1' }));
    expect(await screen.findByText(billSearchMessages.blobImageUnavailable)).toBeInTheDocument();
  });

  it('the EOR is prechecked first and opened three seconds after the precheck answers', async () => {
    const { answered } = serveDocuments({ link: () => imageUrl('E70000000001') });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: '$999.00, open the EOR' }));
    expect(await screen.findByText('Opening the EOR…')).toBeInTheDocument();
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:document-1', '_blank'), { timeout: 6000 });
    expect(answered.link! - answered.precheck!).toBeGreaterThanOrEqual(3000);
  });

  it('the EOR still opens when the precheck fails', async () => {
    serveDocuments({ precheck: () => json({ code: 'INTERNAL', message: 'x' }, 500), link: () => imageUrl('E70000000001') });
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: '$999.00, open the EOR' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('blob:document-1', '_blank'), { timeout: 6000 });
  });

  it('downloads the pricing sheet 500 ms after it arrives', async () => {
    const { answered } = serveDocuments();
    let clickedAt = 0;
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clickedAt = performance.now();
      fileName = this.download;
    });
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: '$999.00, open the pricing sheet' }));
    await waitFor(() => expect(fileName).toBe('PriceSheet_70000000005.pdf'));
    expect(clickedAt - answered.priceSheet!).toBeGreaterThanOrEqual(500);
  });

  it('shows the payment message in the dialog when the payment cannot be found', async () => {
    serveDocuments();
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'View payment information 70000000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment Information' });
    expect(await within(dialog).findByText(billSearchMessages.paymentUnavailable)).toBeInTheDocument();
  });
});

describe('Bill Search second-source reference (part 1 §7 searchBillReference)', () => {
  const SECOND = bill({ billControlNumber: '70000007560', documentId: 'M1', mitchBill: true, ftin: TINS[1]!, eor: false, eorImageUrl: null });

  function serveReference(answer: () => Response) {
    const fetchMock = mockApi([
      on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
      on(tinCalls.userFtins, { userName: 'provuser1' }, () => TINS.map((ftin) => ({ ftin, createdDate: null, activeFlag: true }))),
      on(billSearchCalls.searchByAssorted, () => []),
      on(billSearchCalls.mitchBillSearch, () => [SECOND]),
      on(billSearchCalls.searchBillReference, answer),
    ]);
    URL.createObjectURL = vi.fn(() => 'blob:reference-1');
    URL.revokeObjectURL = vi.fn();
    return fetchMock;
  }

  it('downloads the PDF the server prints, asked for with Accept: application/pdf and named <user>_<yyyyMMddHHmmss>.pdf', async () => {
    const fetchMock = serveReference(() => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }));
    let fileName = '';
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      fileName = this.download;
    });
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'Open bill 70000007560 / M1' }));
    await waitFor(() => expect(fileName).toMatch(/^provuser1_\d{14}\.pdf$/));
    const [, init] = fetchMock.mock.calls.find(([input]) => String(input).endsWith(apiPath(billSearchCalls.searchBillReference)))!;
    expect(new Headers(init?.headers).get('accept')).toBe('application/pdf');
    expect(JSON.parse(String(init?.body))).toEqual({ billRefNumber: '70000007560' });
  });

  it('says the document is not available when the answer is not a PDF', async () => {
    serveReference(() => json([{ line: 'SECOND SOURCE BILL REFERENCE' }]));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = await searchClaim();
    await user.click(await screen.findByRole('button', { name: 'Open bill 70000007560 / M1' }));
    expect(await screen.findByText(billSearchMessages.blobImageUnavailable)).toBeInTheDocument();
    expect(click).not.toHaveBeenCalled();
  });
});
