import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { notificationTexts, recipientSearchMessages as messages, recipientTexts as texts, type UserRow, type UserSearchRequest, notificationCalls, userAdminCalls } from '@wcpp/contract';
import { json, mockApi, type Route, shellRoutes, on } from '../../test/api-mock';
import { userDetails, userRow } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';
import { newDraft, type NotificationDraft } from './draft';

const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null });
const peter = userRow({ id: 11, userFirstName: 'Peter', userLastName: 'Ulrich', userNm: 'provuser1', emailAddr: 'provuser1@clinic.example' });
const paula = userRow({ id: 12, userFirstName: 'Paula', userLastName: 'Adams', userNm: 'provadmin1', emailAddr: 'provadmin1@clinic.example', typeCd: 'PRAD', typeDesc: 'Provider Admin' });
const brenda = userRow({ id: 31, userFirstName: 'Brenda', userLastName: 'Lowe', userNm: 'billing01', emailAddr: 'billing01@billing.example', grpInfoId: 1002 });

/** POST /admin/userList answered by `answer`; every body it received is kept in order. */
function serve(answer: (body: UserSearchRequest) => UserRow[] | Response | Promise<UserRow[] | Response>, extra: Route[] = []) {
  const requests: UserSearchRequest[] = [];
  mockApi([
    ...extra,
    ...shellRoutes(ISAD),
    on(notificationCalls.listNotifications, () => []),
    on(userAdminCalls.userList, async (body) => {
        requests.push(body as UserSearchRequest);
        const users = await answer(body as UserSearchRequest);
        return users instanceof Response ? users : { users, truncated: false };
      }),
  ]);
  return requests;
}

const draft = (over: Partial<NotificationDraft> = {}): NotificationDraft => ({ ...newDraft(), name: 'Winter holiday hours', campaign: 'Winter', ...over });
const open = (d: NotificationDraft = draft()) => {
  signInAs('sysadmin1');
  renderApp({ pathname: '/wcpp/ManageRecipients', state: { draft: d } });
};
const field = (label: string) => screen.getByLabelText(fieldLabel(label));
const search = () => userEvent.click(screen.getByRole('button', { name: texts.searchButton }));
const chosenTable = () => screen.getByRole('table', { name: texts.chosen });

describe('Manage Notification Recipients (part 1 §5, §8)', () => {
  it('checks the search with the rules of §5, one field at a time, and sends nothing until it passes', async () => {
    const requests = serve(() => []);
    const user = userEvent.setup({ delay: null });
    open();
    expect(await screen.findByText('Recipients of: Winter holiday hours')).toBeInTheDocument();
    expect(screen.getByText(texts.noneChosen)).toBeInTheDocument();

    await search();
    expect(await screen.findAllByText(messages.enterOne)).not.toHaveLength(0);
    expect(field(texts.usernames)).toHaveFocus();

    await user.type(field(texts.usernames), 'ab');
    for (const other of [texts.email, texts.tin, texts.groupId]) expect(field(other)).toBeDisabled();
    await search();
    expect(await screen.findAllByText(messages.usernamesMin)).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.reset }));
    expect(field(texts.email)).toBeEnabled();
    await user.type(field(texts.groupId), '10a');
    await search();
    expect(await screen.findAllByText(messages.groupIdNumeric)).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.reset }));
    await user.type(field(texts.email), '*ab');
    await search();
    expect(await screen.findAllByText(messages.partialMin)).not.toHaveLength(0);
    expect(requests).toEqual([]);
  });

  it('searches a list of usernames, saying so while it runs, adds the users chosen, and removes one again', async () => {
    let release: (() => void) | undefined;
    const requests = serve((body) => new Promise((resolve) => (release = () => resolve(body.userName ? [peter, paula] : []))));
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(await screen.findByLabelText(fieldLabel(texts.usernames)), 'provuser1, provadmin1');
    await user.selectOptions(field(texts.status), 'ACTIV');
    await search();
    expect(await screen.findByText(messages.retrieving)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.searchButton })).toBeDisabled();
    await waitFor(() => expect(release).toBeDefined());
    release!();
    const results = await screen.findByRole('table', { name: texts.results });
    expect(screen.queryByText(messages.retrieving)).not.toBeInTheDocument();
    expect(requests).toEqual([{ userName: 'provuser1,provadmin1', isUserNames: 'true', status: 'ACTIV' }]);
    expect(within(results).getByRole('cell', { name: 'Peter' })).toBeInTheDocument();
    expect(within(results).getByRole('cell', { name: 'Paula' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: texts.add })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Choose Peter Ulrich (provuser1)' }));
    await user.click(screen.getByRole('button', { name: texts.add }));
    expect(within(chosenTable()).getByRole('cell', { name: 'Peter' })).toBeInTheDocument();
    expect(within(chosenTable()).queryByRole('cell', { name: 'Paula' })).not.toBeInTheDocument();
    // Already a recipient: ticked and not to be chosen twice.
    expect(screen.getByRole('checkbox', { name: 'Choose Peter Ulrich (provuser1)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Choose Peter Ulrich (provuser1)' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: texts.addAll }));
    expect(within(chosenTable()).getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Peter Ulrich (provuser1)' }));
    expect(within(chosenTable()).queryByRole('cell', { name: 'Peter' })).not.toBeInTheDocument();
    expect(within(chosenTable()).getByRole('cell', { name: 'Paula' })).toBeInTheDocument();
  });

  it('an address is matched whole, or in part after a leading *; nothing found says so; a failure says so', async () => {
    const requests = serve((body) => {
      if (body.emailAddress === 'nobody@clinic.example') return [];
      if (body.ftin) return json({ code: 'INTERNAL', message: 'An internal error occurred' }, 500);
      return [brenda];
    });
    const user = userEvent.setup({ delay: null });
    open();
    await user.type(await screen.findByLabelText(fieldLabel(texts.email)), 'nobody@clinic.example');
    await search();
    expect(await screen.findByText(messages.noUsers)).toBeInTheDocument();
    await user.clear(field(texts.email));
    await user.type(field(texts.email), '*billing');
    await search();
    expect(await screen.findByRole('cell', { name: 'Brenda' })).toBeInTheDocument();
    expect(screen.queryByText(messages.noUsers)).not.toBeInTheDocument();
    expect(requests).toEqual([
      { emailAddress: 'nobody@clinic.example', isUserNames: 'false' },
      { emailAddress: '*billing', isUserNames: 'false' },
    ]);

    await user.click(screen.getByRole('button', { name: texts.reset }));
    expect(screen.queryByRole('table', { name: texts.results })).not.toBeInTheDocument();
    await user.type(field(texts.tin), '751234501');
    await search();
    expect(await screen.findByText(messages.failure)).toBeInTheDocument();
  });

  it("reads the notification's recipients by id ('Loading Recipients...'); DONE takes the list back to the form", async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const requests = serve(async (body) => {
      if (body.userIDs) {
        await loaded;
        return [peter, paula];
      }
      return [brenda];
    });
    const user = userEvent.setup({ delay: null });
    open(draft({ userNotList: '11,12' }));
    expect(await screen.findByText(messages.loadingRecipients)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.done })).toBeDisabled();
    release();
    expect(await within(await screen.findByRole('table', { name: texts.chosen })).findByRole('cell', { name: 'Paula' })).toBeInTheDocument();
    expect(screen.queryByText(messages.loadingRecipients)).not.toBeInTheDocument();
    expect(requests[0]).toEqual({ userIDs: [11, 12], isUserNames: 'false' });

    await user.click(screen.getByRole('button', { name: 'Remove Peter Ulrich (provuser1)' }));
    await user.type(field(texts.groupId), '1002');
    await search();
    await user.click(await screen.findByRole('checkbox', { name: 'Choose Brenda Lowe (billing01)' }));
    await user.click(screen.getByRole('button', { name: texts.add }));
    await user.click(screen.getByRole('button', { name: texts.done }));

    // Back on the form: the same notification, now with Paula and Brenda.
    expect(await screen.findByRole('heading', { name: notificationTexts.formCreate })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/wcpp\/Notifications$/);
    expect(field(notificationTexts.name)).toHaveValue('Winter holiday hours');
    expect(field(notificationTexts.campaign)).toHaveValue('Winter');
    await waitFor(() => expect(screen.getByText(`${notificationTexts.recipients}: 2`)).toBeInTheDocument());
  });
});
