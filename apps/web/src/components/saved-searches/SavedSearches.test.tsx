import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { savedSearchMessages, type SavedSearch, savedSearchCalls } from '@wcpp/contract';
import { calls, json, mockApi, callOf, on } from '../../test/api-mock';
import { renderWithProviders, signInAs } from '../../test/render';
import { SavedSearches } from './SavedSearches';

const criteria = { claimantFirstName: 'Mary', claimantLastName: 'Anderson', claimantDOB: '08/25/1965', doi: '09/11/2025', wildCardFstName: false };
const saved: SavedSearch = { id: 7, kind: 'claim', name: "Mary's claims", usedAt: '2026-11-27T10:00:00.000Z', criteria };
const recent: SavedSearch = { id: 8, kind: 'claim', name: null, usedAt: '2026-11-27T11:00:00.000Z', criteria: { ...criteria, claimantFirstName: 'Ma', wildCardFstName: true } };

function setup(readOnly = false) {
  const fetchMock = mockApi([
    on(savedSearchCalls.listSearches, () => ({ saved: [saved], recent: [recent] })),
    on(savedSearchCalls.saveSearch, (body) => json({ id: 9, usedAt: '2026-11-27T12:00:00.000Z', ...(body as object) }, 201)),
    on(savedSearchCalls.deleteSearch, { id: 7 }, () => new Response(null, { status: 204 })),
  ]);
  signInAs('provuser1');
  const onRun = vi.fn();
  renderWithProviders(<SavedSearches kind="claim" current={criteria} onRun={onRun} readOnly={readOnly} />);
  return { fetchMock, onRun, user: userEvent.setup({ delay: null }) };
}

describe('saved and recent searches (issue 27 §5)', () => {
  it('lists the saved and recent searches in words, and one click runs one', async () => {
    const { onRun, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Saved and recent searches' }));
    const run = await screen.findByRole('button', { name: "Run Mary's claims Mary Anderson, born 08/25/1965, injured 09/11/2025" });
    expect(screen.getByRole('button', { name: 'Run Ma… Anderson, born 08/25/1965, injured 09/11/2025' })).toBeInTheDocument();
    await user.click(run);
    expect(onRun).toHaveBeenCalledWith(criteria);
  });

  it('saves the search on screen under a name, refusing an empty one first', async () => {
    const { fetchMock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'SAVE SEARCH' }));
    await user.click(await screen.findByRole('button', { name: 'SAVE' }));
    expect((await screen.findAllByText(savedSearchMessages.nameRequired)).length).toBeGreaterThan(0);
    expect(calls(fetchMock)).not.toContain(callOf(savedSearchCalls.saveSearch));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), "Mary's knee");
    await user.click(screen.getByRole('button', { name: 'SAVE' }));
    expect(await screen.findByText(savedSearchMessages.saved("Mary's knee"))).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ kind: 'claim', name: "Mary's knee", criteria });
  });

  it('deletes a saved search and says so', async () => {
    const { fetchMock, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Saved and recent searches' }));
    await user.click(await screen.findByRole('button', { name: "Delete saved search Mary's claims" }));
    await waitFor(() => expect(calls(fetchMock)).toContain(callOf(savedSearchCalls.deleteSearch, { params: { id: 7 } })));
    expect(await screen.findByText(savedSearchMessages.deleted("Mary's claims"))).toBeInTheDocument();
  });

  it('offers neither SAVE SEARCH nor delete while mirroring', async () => {
    const { user } = setup(true);
    expect(screen.queryByRole('button', { name: 'SAVE SEARCH' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved and recent searches' }));
    await screen.findByRole('button', { name: /^Run Mary's claims/ });
    expect(screen.queryByRole('button', { name: /^Delete saved search/ })).not.toBeInTheDocument();
  });
});
