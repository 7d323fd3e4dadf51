import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activityCalls, activityMessages, activityTexts, tinCalls, userCalls, type MirrorInfo, type TinReaders } from '@wcpp/contract';
import { calls, callOf, json, mockApi, on } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { renderWithProviders, signInAs } from '../../test/render';
import { ActivityPage } from './ActivityPage';

const texts = activityTexts.readers;
const readers: TinReaders = {
  days: 90,
  tins: [
    { ftin: '751234501', groups: [{ groupId: 1002, reads: 1 }, { groupId: 1004, reads: 1204 }], network: 3 },
    { ftin: '751234502', groups: [], network: 0 },
    { ftin: '751234503', groups: [], network: 1 },
  ],
};

/** The Activity of `user` (the effective one: `mirror` while mirroring), the readers' call answering `answer`. */
function setup({ user = 'provadmin1', typeCd = 'PRAD', mirror = null as MirrorInfo | null, answer = (): unknown => readers } = {}) {
  const effective = mirror?.userNm ?? user;
  const fetchMock = mockApi([
    on(activityCalls.activity, () => ({ rows: [], next: null, from: '2026-11-14', to: '2026-11-20', recordsSince: null, network: typeCd !== 'PRAD' })),
    on(activityCalls.tinReaders, answer),
    on(tinCalls.userFtins, () => [{ ftin: '751234501', nickname: 'Harbor Street Clinic' }, { ftin: '751234502', nickname: null }]),
    on(userCalls.userByName, { name: effective }, () => userDetails({ userNm: effective, typeCd })),
  ]);
  signInAs(user, mirror);
  renderWithProviders(<ActivityPage />, { path: '/wcpp/activity', route: '/wcpp/activity' });
  return { fetchMock, user: userEvent.setup({ delay: null }) };
}
const opener = () => screen.findByRole('button', { name: texts.title });

describe('who outside the group read its TINs, on a Provider Admin’s Activity (issue 47 §1, decision 091)', () => {
  it('asks when opened, then shows per TIN each other group by its ID with its reads and the network as one number, or nobody plainly', async () => {
    const { fetchMock, user } = setup();
    const button = await opener();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // Closed, nothing is asked (each asking is recorded).
    expect(calls(fetchMock)).not.toContain(callOf(activityCalls.tinReaders));
    await user.click(button);
    const region = await screen.findByRole('region', { name: texts.title });
    expect(await within(region).findByText(texts.intro(90))).toBeInTheDocument();
    expect(calls(fetchMock)).toContain(callOf(activityCalls.tinReaders));

    const readersOf = (tin: string) => within(region).getByText(texts.tin(tin)).nextElementSibling as HTMLElement;
    // The TIN with its nickname, as every TIN of the portal is named.
    const first = readersOf('751234501 (Harbor Street Clinic)');
    expect(within(first).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Group 1002: 1 read', 'Group 1004: 1,204 reads', 'The network’s administrators: 3 reads']);
    expect(readersOf('751234502')).toHaveTextContent(texts.nobody);
    // Only the network read it: no group line, and not "nobody".
    const third = readersOf('751234503');
    expect(third).toHaveTextContent('The network’s administrators: 1 read');
    expect(third).not.toHaveTextContent(/Group|No one/);
    // Never a person.
    expect(region).not.toHaveTextContent(/provuser|sysadmin|tmorgan/);
    // The network's check is not a Provider Admin's.
    expect(screen.queryByRole('button', { name: activityTexts.check.title })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: activityTexts.check.run })).not.toBeInTheDocument();

    await user.click(button);
    expect(screen.queryByRole('region', { name: texts.title })).not.toBeInTheDocument();
  });

  it('says so when the group holds no TIN', async () => {
    const { user } = setup({ answer: () => ({ days: 90, tins: [] }) });
    await user.click(await opener());
    expect(await screen.findByText(texts.noTins)).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
  });

  it('shows the refusal of the server in its words', async () => {
    const { user } = setup({ answer: () => json({ code: 'FORBIDDEN', message: activityMessages.tinReadersGroupOnly }, 403) });
    await user.click(await opener());
    expect(await screen.findByRole('alert')).toHaveTextContent(activityMessages.tinReadersGroupOnly);
  });

  it('is there for an internal administrator mirroring a Provider Admin: what that admin sees', async () => {
    setup({ user: 'sysadmin1', typeCd: 'PRAD', mirror: { userNm: 'provadmin1', displayName: 'Paula Adams' } });
    expect(await opener()).toBeInTheDocument();
  });

  it('is not there for the network’s administrators', async () => {
    for (const typeCd of ['ISAD', 'IRAD']) {
      const { fetchMock } = setup({ user: typeCd === 'ISAD' ? 'sysadmin1' : 'readonly1', typeCd });
      expect(await screen.findByText(activityTexts.introNetwork)).toBeInTheDocument();
      await screen.findByRole('button', { name: activityTexts.check.title });
      expect(screen.queryByRole('button', { name: texts.title })).not.toBeInTheDocument();
      expect(calls(fetchMock)).not.toContain(callOf(activityCalls.tinReaders));
      cleanup();
    }
  });
});
