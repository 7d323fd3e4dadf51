import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { claimSearchMessages, genericMessages, type Claim, claimSearchCalls, savedSearchCalls } from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { json, mockApi, on } from '../../test/api-mock';
import { renderWithProviders, signInAs } from '../../test/render';
import { ClaimSearchPage } from './ClaimSearchPage';

const claim = (overrides: Partial<Claim> = {}): Claim => ({
  claimNumber: 'WC10000111-7',
  claimantFirstName: 'Mary',
  claimantLastName: 'Anderson',
  claimantDOB: '1965-08-25',
  claimantDOI: '2025-09-11',
  stateOfJurisdiction: 'TX',
  claimantGender: 'F',
  ...overrides,
});

/** The claim searches sent (the page also reads and keeps its recent searches). */
const searches = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([url, init]) => isCallOf(claimSearchCalls.searchByClaimant, init?.method ?? 'GET', String(url)));

function setup(answer: (body: Record<string, unknown>) => unknown) {
  const fetchMock = mockApi([
    on(claimSearchCalls.searchByClaimant, (body) => answer(body as Record<string, unknown>)),
    // Issue 27 §5: the saved and recent searches, and each search kept as a recent one.
    on(savedSearchCalls.listSearches, () => ({ saved: [], recent: [] })),
    on(savedSearchCalls.saveSearch, (body) => json({ id: 1, name: null, usedAt: '2026-11-27T00:00:00.000Z', ...(body as object) }, 201)),
  ]);
  signInAs('provuser1');
  renderWithProviders(<ClaimSearchPage />, { path: '/wcpp/ClaimSearch' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { first?: string; last?: string; dob?: string; doi?: string }) {
  if (values.first) await user.type(await screen.findByRole('textbox', { name: /Claimant First Name/ }), values.first);
  if (values.last) await user.type(screen.getByRole('textbox', { name: /Claimant Last Name/ }), values.last);
  if (values.dob) await user.type(screen.getByRole('textbox', { name: /Date of Birth/ }), values.dob);
  if (values.doi) await user.type(screen.getByRole('textbox', { name: /Date of Injury/ }), values.doi);
}

describe('/wcpp/ClaimSearch (part 1 §5, §7, §8)', () => {
  it('names every missing field under the summary and sends nothing', async () => {
    const { fetchMock, user } = setup(() => ({ resultMessage: null, claims: [] }));
    await user.click(await screen.findByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(claimSearchMessages.summary)).toBeInTheDocument();
    for (const message of [claimSearchMessages.firstName, claimSearchMessages.lastName, claimSearchMessages.dobRequired, claimSearchMessages.doiRequired]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(searches(fetchMock)).toEqual([]);
  });

  it('refuses dates that are not real or are in the future', async () => {
    const { fetchMock, user } = setup(() => ({ resultMessage: null, claims: [] }));
    await fill(user, { first: 'Mary', last: 'Anderson', dob: '02302000', doi: '01012099' });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(claimSearchMessages.dobInvalid)).toBeInTheDocument();
    expect(screen.getByText(claimSearchMessages.doiFuture)).toBeInTheDocument();
    expect(searches(fetchMock)).toEqual([]);
  });

  it('trims the first name, sends the wildcard as Y, and lists the claims', async () => {
    const { fetchMock, user } = setup(() => ({ resultMessage: null, claims: [claim(), claim({ claimNumber: 'WC10000222-1', claimantFirstName: 'Marta' })] }));
    await fill(user, { first: '  Ma ', last: 'Anderson', dob: '08251965', doi: '09112025' });
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').filter((r) => within(r).queryAllByRole('cell').length > 0);
    expect(rows).toHaveLength(2);
    // Sorted by claimant first name: Marta before Mary.
    expect(rows[0]).toHaveTextContent('Marta Anderson');
    expect(rows[1]).toHaveTextContent('WC10000111-7');
    expect(rows[1]).toHaveTextContent('Mary Anderson');
    expect(rows[1]).toHaveTextContent('8/25/1965');
    expect(rows[1]).toHaveTextContent('9/11/2025');
    expect(JSON.parse(String(searches(fetchMock)[0]![1]!.body))).toEqual({
      claimantFirstName: 'Ma',
      claimantLastName: 'Anderson',
      claimantDOB: '1965-08-25',
      doi: '2025-09-11',
      wildCardFstName: 'Y',
    });
  });

  it("shows the server's resultMessage after 'Error: ', and a failed call as the generic message", async () => {
    let fail = false;
    const { user } = setup(() => (fail ? json({ code: 'INTERNAL', message: 'x' }, 500) : { resultMessage: 'No claims found for the claimant.', claims: [] }));
    await fill(user, { first: 'Nobody', last: 'Here', dob: '01011980', doi: '01012024' });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText('Error: No claims found for the claimant.')).toBeInTheDocument();
    fail = true;
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(genericMessages.generic)).toBeInTheDocument();
  });

  it('a new validation error takes the last results and banner away (issue 26 §3)', async () => {
    const { fetchMock, user } = setup(() => ({ resultMessage: null, claims: [claim()] }));
    await fill(user, { first: 'Mary', last: 'Anderson', dob: '08251965', doi: '09112025' });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: /Claimant Last Name/ }));
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    expect(await screen.findByText(claimSearchMessages.lastName)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(searches(fetchMock)).toHaveLength(1);
  });
});
