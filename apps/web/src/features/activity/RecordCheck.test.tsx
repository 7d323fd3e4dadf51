import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityCalls, activityMessages, activityTexts, tinCalls, userCalls, type ChainCheck } from '@wcpp/contract';
import { calls, callOf, json, mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { ActivityPage } from './ActivityPage';
import { localTime } from './ActivityTable';

const texts = activityTexts.check;
const whole: ChainCheck = { whole: true, blocks: 12, sealedRows: 4810, retiredRows: 0, retiredMonths: [], unsealedRows: 3, findings: [], checkedAt: '2026-11-20T15:04:05.000Z' };
const broken: ChainCheck = {
  whole: false,
  blocks: 12,
  sealedRows: 4810,
  retiredRows: 1200,
  retiredMonths: ['2020-09', '2020-10', '2020-11'],
  unsealedRows: 0,
  findings: [
    { kind: 'changed', count: 2, first: 'Row 901 of block 4 was changed after it was sealed.' },
    { kind: 'deleted', count: 1, first: 'Row 77 of block 2 is gone.' },
  ],
  checkedAt: '2026-11-20T15:04:05.000Z',
};

function setup({ user = 'sysadmin1', typeCd = 'ISAD', answer = (): unknown => whole } = {}) {
  const fetchMock = mockApi([
    on(activityCalls.activity, () => ({ rows: [], next: null, from: '2026-11-14', to: '2026-11-20', recordsSince: null, network: typeCd !== 'PRAD' })),
    on(activityCalls.verifyRecord, answer),
    on(tinCalls.userFtins, () => []),
    on(userCalls.userByName, { name: user }, () => userDetails({ userNm: user, typeCd })),
  ]);
  signInAs(user);
  renderWithProviders(<ActivityPage />, { path: '/wcpp/activity', route: '/wcpp/activity' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}
/** Opens the section and presses CHECK THE RECORD. */
async function check(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: texts.title }));
  const region = screen.getByRole('region', { name: texts.title });
  expect(within(region).getByText(texts.intro)).toBeInTheDocument();
  await user.click(within(region).getByRole('button', { name: texts.run }));
  return region;
}
/** The figures of the check, term by term. */
const figures = (region: HTMLElement) => Object.fromEntries(within(region).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

describe('the check of the record, on the network’s Activity (issue 47 §3, decision 090)', () => {
  it('seals and checks at the press of the button, then says the chain is whole, its figures and when', async () => {
    const { fetchMock, user } = setup();
    expect(calls(fetchMock)).not.toContain(callOf(activityCalls.verifyRecord));
    const region = await check(user);
    expect(await within(region).findByRole('status')).toHaveTextContent('The chain is whole: 4,810 rows in 12 sealed blocks. 3 newer rows are not sealed yet.');
    expect(calls(fetchMock).filter((c) => c === callOf(activityCalls.verifyRecord))).toHaveLength(1);
    expect(figures(region)).toEqual({
      [texts.result]: texts.wholeWord,
      [texts.blocks]: '12',
      [texts.sealedRows]: '4,810',
      [texts.unsealedRows]: '3',
      [texts.checkedAt]: localTime(whole.checkedAt),
    });
    expect(region).not.toHaveTextContent(texts.broken);
    // The network's view has no TIN readers: they are a group's.
    expect(screen.queryByRole('button', { name: activityTexts.readers.title })).not.toBeInTheDocument();
  });

  it('names each kind of tampering found, how many and where the first is', async () => {
    const { user } = setup({ answer: () => broken });
    const region = await check(user);
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent(texts.broken);
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'changed rows: 2; the first: Row 901 of block 4 was changed after it was sealed.',
      'deleted rows: 1; the first: Row 77 of block 2 is gone.',
    ]);
    expect(figures(region)[texts.result]).toBe(texts.brokenWord);
    // Months retention retired (decision 093): their rows and which months, apart from what was found.
    expect(figures(region)[texts.retiredRows]).toBe('1,200');
    expect(figures(region)[texts.retiredMonthsTerm]).toBe('2020-09 to 2020-11 (3 months)');
    expect(region).not.toHaveTextContent(/chain is whole/);
  });

  it('says another check is running (409) in the contract’s words', async () => {
    const { user } = setup({ answer: () => json({ code: 'CHECK_RUNNING', message: 'busy' }, 409) });
    const region = await check(user);
    expect(await within(region).findByRole('alert')).toHaveTextContent(activityMessages.checkRunning);
    expect(within(region).queryByRole('term')).not.toBeInTheDocument();
  });

  it('is there for a read-only administrator too (the call’s guard admits IRAD), not for a Provider Admin', async () => {
    setup({ user: 'readonly1', typeCd: 'IRAD' });
    expect(await screen.findByRole('button', { name: texts.title })).toBeInTheDocument();
    cleanup();
    setup({ user: 'provadmin1', typeCd: 'PRAD' });
    await screen.findByRole('button', { name: activityTexts.readers.title });
    expect(screen.queryByRole('button', { name: texts.title })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: texts.run })).not.toBeInTheDocument());
  });
});
