import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, historyTexts, todayIso, userCalls } from '@wcpp/contract';
import { mockApi, on } from '../test/api-mock';
import { userDetails } from '../test/fixtures';
import { renderWithProviders, signInAs } from '../test/render';
import { HistoryLink } from './HistoryLink';

const as = (userNm: string, typeCd: string) => {
  const fetchMock = mockApi([on(userCalls.userByName, { name: userNm }, () => userDetails({ userNm, typeCd }))]);
  signInAs(userNm);
  return fetchMock;
};

describe('HISTORY of a record (issue 47 §1)', () => {
  it("leads a Provider Admin to the Activity filtered on the claim, over the last year up to today (a start alone would be its first week)", async () => {
    as('provadmin1', 'PRAD');
    renderWithProviders(<HistoryLink record={{ claimNumber: 'WC10099001-4' }} />);
    const link = await screen.findByRole('link', { name: historyTexts.claim });
    expect(link).toHaveTextContent(historyTexts.link);
    expect(link).toHaveAttribute('href', `/wcpp/activity?claimNumber=WC10099001-4&from=${addDays(todayIso(), -365)}&to=${todayIso()}`);
  });

  it('names a payment by its id for an internal administrator', async () => {
    as('sysadmin1', 'ISAD');
    renderWithProviders(<HistoryLink record={{ payment: 901 }} />);
    expect(await screen.findByRole('link', { name: historyTexts.payment })).toHaveAttribute('href', expect.stringMatching(/^\/wcpp\/activity\?payment=901&from=/));
  });

  it('shows nothing to a Provider User', async () => {
    const fetchMock = as('provuser1', 'PRUS');
    renderWithProviders(<HistoryLink record={{ claimNumber: 'WC10099001-4' }} />);
    // The user is known (its call answered), and still no link.
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
