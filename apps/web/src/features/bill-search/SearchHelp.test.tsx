import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { billSearchCriteria, billSearchMessages, billSearchModes, billSearchTexts, type BillSearchMode, tinCalls, userCalls } from '@wcpp/contract';
import { mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { BillSearchPage } from './BillSearchPage';
import { emptyValues, searchCombinations, toParams, type SearchField } from './search-params';
import { modeSchemas } from './search-validation';

const sample: Record<SearchField, string> = {
  claimNumber: 'WC10094720-5',
  serviceDate: '11/01/2025',
  firstName: 'Rosa',
  lastName: 'Anderson',
  dateOfBirth: '10/14/1968',
  billControlNumber: '70000012560',
  documentId: 'D261101000012560',
};
const filled = (fields: SearchField[]) => ({ ...emptyValues(['751234501']), ...Object.fromEntries(fields.map((f) => [f, sample[f]])) });
/** The mode the form's schema and the contract's billSearchCriteria make of these fields, or null. */
function searchOf(mode: BillSearchMode, fields: SearchField[]) {
  const parsed = modeSchemas[mode].safeParse(filled(fields));
  return parsed.success ? (billSearchCriteria(toParams(mode, { ...emptyValues(['751234501']), ...parsed.data }) as Parameters<typeof billSearchCriteria>[0])?.mode ?? null) : null;
}

describe('Search Help lists exactly the valid combinations (part 1 §5)', () => {
  it.each(billSearchModes)('%s: its combination searches; one field short does not', (mode) => {
    const rule = searchCombinations[mode];
    if ('all' in rule) {
      expect(searchOf(mode, rule.all)).toBe(mode);
      for (const missing of rule.all) expect(searchOf(mode, rule.all.filter((f) => f !== missing)), missing).toBeNull();
    } else {
      for (const one of rule.oneOf) expect(searchOf(mode, [one]), one).toBe(mode);
      expect(searchOf(mode, [])).toBeNull();
    }
  });
});

function serve() {
  mockApi([
    on(userCalls.userByName, { name: 'provuser1' }, () => userDetails({ userNm: 'provuser1', typeCd: 'PRUS' })),
    on(tinCalls.userFtins, { userName: 'provuser1' }, () => [{ ftin: '751234501', createdDate: null, activeFlag: true }]),
  ]);
  signInAs('provuser1');
  renderWithProviders(<BillSearchPage />, { path: '/wcpp/billSearch' });
}

describe('Search Help panel', () => {
  it('is a disclosure: the button shows and hides the combinations of each mode, and hiding returns focus to it', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    const toggle = await screen.findByRole('button', { name: 'Search Help' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Search Help' });
    for (const mode of billSearchModes) expect(within(panel).getByText(billSearchTexts.modes[mode])).toBeInTheDocument();
    expect(panel).toHaveTextContent('Claim Number and Approximate Date of Service. All of these are required.');
    expect(panel).toHaveTextContent('Claimant First Name, Claimant Last Name, Claimant Date of Birth and Approximate Date of Service.');
    expect(panel).toHaveTextContent('Bill Control Number or Document ID. One of the two is required');
    expect(panel).toHaveTextContent('within 7 days before or after');
    await user.click(within(panel).getByRole('button', { name: 'Hide Search Help' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search Help' })).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('the global message offers Search Help, which opens the panel and moves focus to it', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('checkbox', { name: '751234501' });
    await user.click(screen.getByRole('button', { name: 'SEARCH' }));
    // Testing Library collapses the message's double space, so it is matched on its first sentence.
    const alert = (await screen.findByText(new RegExp(billSearchMessages.global.split('.')[0]!))).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain(billSearchMessages.global);
    await user.click(within(alert).getByRole('button', { name: 'Search Help' }));
    expect(screen.getByRole('heading', { name: 'Search Help' })).toHaveFocus();
  });
});
