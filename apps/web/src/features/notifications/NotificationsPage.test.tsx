import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  computeNotificationStatus,
  NOTIFICATION_DEFAULT_NAME,
  notificationActions,
  notificationCalls,
  notificationMessages,
  notificationTexts as texts,
  userAdminCalls,
  type Endpoint,
  type Notification,
  type NotificationSave,
} from '@wcpp/contract';
import { isCallOf } from '@wcpp/contract/testing';
import { callOf, calls, json, mockApi, on, type Route, shellRoutes } from '../../test/api-mock';
import { userDetails } from '../../test/fixtures';
import { fieldLabel, renderApp, signInAs } from '../../test/render';

const ISAD = userDetails({ id: 1, userNm: 'sysadmin1', typeCd: 'ISAD', typeDesc: 'Internal System Admin', grpInfoId: null, affiliationCd: null });

/** A notification as GET /notifications/list answers it; its actions follow its status. */
function note(over: Partial<Notification> = {}): Notification {
  const status = over.status ?? 'READY';
  return {
    wcp_notification_id: 900001,
    name: 'Winter holiday hours',
    sendDt: null,
    status,
    sendEmail: 'NO',
    lastUpdateBy: 'sysadmin1',
    createDt: '2026-11-02T14:00:00.000Z',
    lastUpdate: '2026-11-02T14:00:00.000Z',
    campaign: 'Winter',
    requestedBy: 'Network Ops',
    link: '/wcpp/News',
    userNotList: '11,12',
    actions: notificationActions(status),
    ...over,
  };
}

/** The notification calls answered from a list kept here, as the server would: the status is computed on save. */
function serve(initial: Notification[], extra: Route[] = []) {
  const list = [...initial];
  let nextId = 900100;
  const saved = (body: NotificationSave, id: number, current?: Notification): Notification => {
    const status = computeNotificationStatus({ ...body, sendDt: body.sendDt || null }, current?.status);
    return note({
      wcp_notification_id: id,
      name: body.name,
      campaign: body.campaign || null,
      requestedBy: body.requestedBy || null,
      link: body.link || null,
      userNotList: body.userNotList ?? '',
      sendDt: body.sendDt || null,
      status,
      actions: notificationActions(status),
      lastUpdate: '2026-11-25T15:00:00.000Z',
    });
  };
  const idOf = (url: URL) => Number(url.pathname.split('/').pop());
  const replace = (n: Notification) => list.splice(list.findIndex((m) => m.wcp_notification_id === n.wcp_notification_id), 1, n);
  const fetchMock = mockApi([
    ...extra,
    ...shellRoutes(ISAD),
    on(notificationCalls.listNotifications, () => list),
    on(notificationCalls.createNotification, (body) => {
      const n = saved(body as NotificationSave, nextId++);
      list.push(n);
      return n;
    }),
    on(notificationCalls.updateNotification, (body) => {
      const b = body as NotificationSave;
      const n = saved(b, b.wcp_notification_id!, list.find((m) => m.wcp_notification_id === b.wcp_notification_id));
      replace(n);
      return n;
    }),
    on(notificationCalls.deleteNotification, (_body, url) => {
      list.splice(list.findIndex((m) => m.wcp_notification_id === idOf(url)), 1);
      return new Response(null, { status: 204 });
    }),
    on(notificationCalls.unpublishNotification, (_body, url) => {
      const n = note({ ...list.find((m) => m.wcp_notification_id === idOf(url)), status: 'READY', sendDt: null, actions: notificationActions('READY') });
      replace(n);
      return n;
    }),
    on(notificationCalls.sendNotification, (_body, url) => {
      const n = note({ ...list.find((m) => m.wcp_notification_id === idOf(url)), status: 'SENT', actions: notificationActions('SENT') });
      replace(n);
      return n;
    }),
  ]);
  return fetchMock;
}

/** The body of each call of `endpoint` fetch received. */
const bodies = (fetchMock: ReturnType<typeof mockApi>, endpoint: Endpoint) =>
  fetchMock.mock.calls
    .filter(([input, init]) => isCallOf(endpoint, init?.method ?? 'GET', String(input)))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const field = (label: string) => screen.getByLabelText(fieldLabel(label));
const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const open = async () => {
  signInAs('sysadmin1');
  renderApp('/wcpp/Notifications');
  return screen.findByRole('table', { name: texts.table });
};

describe('Notifications (part 1 §4, §5, §8)', () => {
  it('starts in create mode with the default name, the time fixed at 08:00 and Send Email? disabled; a blank name is refused and nothing is sent', async () => {
    const fetchMock = serve([]);
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.getByRole('heading', { name: texts.formCreate })).toBeInTheDocument();
    expect(field(texts.name)).toHaveValue(NOTIFICATION_DEFAULT_NAME);
    expect(field(texts.sendTime)).toHaveValue('08:00 AM');
    expect(screen.getByRole('checkbox', { name: texts.sendEmail })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: texts.sendEmail })).not.toBeChecked();
    // Part 1 §5: campaign, link and date are marked required; only the name is checked.
    expect(field(texts.campaign)).toBeRequired();
    expect(field(texts.link)).toBeRequired();
    expect(field(texts.sendDate)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText(`${texts.recipients}: 0`)).toBeInTheDocument();

    await user.clear(field(texts.name));
    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(notificationMessages.nameRequired)).toBeInTheDocument();
    expect(field(texts.name)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fetchMock)).not.toContain(callOf(notificationCalls.createNotification));

    // RESET clears every field back to a new notification.
    await user.type(field(texts.campaign), 'Spring');
    await user.click(screen.getByRole('button', { name: texts.reset }));
    expect(field(texts.name)).toHaveValue(NOTIFICATION_DEFAULT_NAME);
    expect(field(texts.campaign)).toHaveValue('');
    expect(screen.queryByText(notificationMessages.nameRequired)).not.toBeInTheDocument();
  });

  it('refuses a past send date and a link that is neither a portal page nor https, under their fields', async () => {
    const fetchMock = serve([]);
    const user = userEvent.setup({ delay: null });
    await open();
    await user.type(field(texts.sendDate), '1/15/2020');
    await user.type(field(texts.link), 'http://example.com/hours');
    await user.click(screen.getByRole('button', { name: texts.create }));
    expect(await screen.findByText(notificationMessages.pastDate)).toBeInTheDocument();
    expect(screen.getByText(notificationMessages.invalidLink)).toBeInTheDocument();
    expect(calls(fetchMock)).not.toContain(callOf(notificationCalls.createNotification));
  });

  it('CREATE NOTIFICATION sends the form without a status; the table shows the status the server computed', async () => {
    const fetchMock = serve([]);
    const user = userEvent.setup({ delay: null });
    await open();
    await user.clear(field(texts.name));
    await user.type(field(texts.name), 'Fee schedule update');
    await user.type(field(texts.campaign), 'Q1 2027');
    await user.type(field(texts.requestedBy), 'Provider Relations');
    await user.type(field(texts.link), 'https://www.example.com/fees');
    await user.type(field(texts.sendDate), '3/1/2099');
    await user.click(screen.getByRole('button', { name: texts.create }));

    expect(await screen.findByRole('status')).toHaveTextContent(notificationMessages.created);
    expect(bodies(fetchMock, notificationCalls.createNotification)).toEqual([
      { name: 'Fee schedule update', campaign: 'Q1 2027', requestedBy: 'Provider Relations', link: 'https://www.example.com/fees', userNotList: '', sendDt: '2099-03-01' },
    ]);
    // No recipients yet: the server says DRAFT, and the table shows it.
    expect(await within(row('Fee schedule update')).findByText('DRAFT')).toBeInTheDocument();
    // The form is ready for the next one.
    expect(field(texts.name)).toHaveValue(NOTIFICATION_DEFAULT_NAME);
    expect(field(texts.campaign)).toHaveValue('');
  });

  it('EDIT opens the row in edit mode; UPDATE NOTIFICATION sends its id; CANCEL EDIT returns to create mode', async () => {
    const fetchMock = serve([note()]);
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(screen.getByRole('button', { name: 'EDIT Winter holiday hours' }));
    expect(screen.getByRole('heading', { name: texts.formEdit })).toBeInTheDocument();
    expect(field(texts.name)).toHaveValue('Winter holiday hours');
    expect(field(texts.campaign)).toHaveValue('Winter');
    expect(field(texts.link)).toHaveValue('/wcpp/News');
    // The labels of the values EDIT brought sit above them, not over them.
    // (The kit's field marks a value it holds with data-filled; its CSS floats the label then.)
    expect(field(texts.requestedBy).closest('.wc-field')).toHaveAttribute('data-filled');
    expect(screen.getByText(`${texts.recipients}: 2`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.create })).not.toBeInTheDocument();

    await user.type(field(texts.sendDate), '12242099');
    await user.click(screen.getByRole('button', { name: texts.update }));
    expect(await screen.findByRole('status')).toHaveTextContent(notificationMessages.updated);
    expect(bodies(fetchMock, notificationCalls.updateNotification)).toEqual([
      { wcp_notification_id: 900001, name: 'Winter holiday hours', campaign: 'Winter', requestedBy: 'Network Ops', link: '/wcpp/News', userNotList: '11,12', sendDt: '2099-12-24' },
    ]);
    expect(await within(row('Winter holiday hours')).findByText('SCHEDULED')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: texts.formCreate })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'EDIT Winter holiday hours' }));
    await user.click(screen.getByRole('button', { name: texts.cancelEdit }));
    expect(screen.getByRole('heading', { name: texts.formCreate })).toBeInTheDocument();
    expect(field(texts.name)).toHaveValue(NOTIFICATION_DEFAULT_NAME);
    expect(screen.getByRole('button', { name: texts.create })).toBeEnabled();
  });

  it('a SENT row opens locked and offers UN-PUBLISH, which asks first: CANCEL keeps it, CONTINUE recalls it to READY', async () => {
    const fetchMock = serve([note({ status: 'SENT', sendDt: '2026-11-20' })]);
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.queryByRole('button', { name: 'DELETE Winter holiday hours' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'EDIT Winter holiday hours' }));
    expect(screen.getByText(texts.lockedNote)).toBeInTheDocument();
    for (const label of [texts.name, texts.campaign, texts.requestedBy, texts.link, texts.sendDate]) expect(field(label)).toBeDisabled();
    // The saved ISO day is shown as the field shows every date.
    expect(field(texts.sendDate)).toHaveValue('11/20/2026');
    expect(screen.getByRole('button', { name: texts.update })).toBeDisabled();
    expect(screen.getByRole('button', { name: texts.manageRecipients })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'UN-PUBLISH Winter holiday hours' }));
    let dialog = await screen.findByRole('dialog', { name: texts.confirmTitle['UN-PUBLISH'] });
    expect(dialog).toHaveTextContent(texts.confirm['UN-PUBLISH']('Winter holiday hours'));
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls(fetchMock)).not.toContain(callOf(notificationCalls.unpublishNotification, { params: { id: 900001 } }));

    await user.click(screen.getByRole('button', { name: 'UN-PUBLISH Winter holiday hours' }));
    dialog = await screen.findByRole('dialog', { name: texts.confirmTitle['UN-PUBLISH'] });
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    expect(await screen.findByRole('status')).toHaveTextContent(notificationMessages.unpublished);
    expect(calls(fetchMock)).toContain(callOf(notificationCalls.unpublishNotification, { params: { id: 900001 } }));
    expect(await within(row('Winter holiday hours')).findByText('READY')).toBeInTheDocument();
    // The form was showing the recalled notification: it is back in create mode, unlocked.
    expect(screen.getByRole('heading', { name: texts.formCreate })).toBeInTheDocument();
    expect(screen.queryByText(texts.lockedNote)).not.toBeInTheDocument();
  });

  it('SEND NOW asks with the recipient count, then sends; DELETE asks, then removes the row', async () => {
    const fetchMock = serve([note(), note({ wcp_notification_id: 900002, name: 'Old draft', status: 'DRAFT', campaign: null, actions: notificationActions('DRAFT') })]);
    const user = userEvent.setup({ delay: null });
    await open();
    expect(screen.queryByRole('button', { name: 'SEND NOW Old draft' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'SEND NOW Winter holiday hours' }));
    let dialog = await screen.findByRole('dialog', { name: texts.confirmTitle.SEND });
    expect(dialog).toHaveTextContent('Send "Winter holiday hours" now to 2 recipients?');
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    expect(await screen.findByRole('status')).toHaveTextContent(notificationMessages.sending);
    expect(calls(fetchMock)).toContain(callOf(notificationCalls.sendNotification, { params: { id: 900001 } }));
    expect(await within(row('Winter holiday hours')).findByText('SENT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'DELETE Old draft' }));
    dialog = await screen.findByRole('dialog', { name: texts.confirmTitle.DELETE });
    expect(dialog).toHaveTextContent(texts.confirm.DELETE('Old draft'));
    await user.click(within(dialog).getByRole('button', { name: texts.continue }));
    expect(await screen.findByRole('status')).toHaveTextContent(notificationMessages.deleted);
    expect(calls(fetchMock)).toContain(callOf(notificationCalls.deleteNotification, { params: { id: 900002 } }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Old draft/ })).not.toBeInTheDocument());
  });

  it("shows the server's refusal word for word, and a failed save's own message", async () => {
    const user = userEvent.setup({ delay: null });
    serve(
      [note()],
      [
        on(notificationCalls.sendNotification, { id: 900001 }, () => json({ code: 'NOTIFICATION_NOT_READY', message: notificationMessages.notReady }, 409)),
        on(notificationCalls.createNotification, () => json({ code: 'INTERNAL', message: 'An internal error occurred' }, 500)),
      ],
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'SEND NOW Winter holiday hours' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.continue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(notificationMessages.notReady);

    await user.click(screen.getByRole('button', { name: texts.create }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(notificationMessages.saveFailed));
    // The form keeps what was typed, to be sent again.
    expect(field(texts.name)).toHaveValue(NOTIFICATION_DEFAULT_NAME);
  });

  it('says so when the list cannot be read', async () => {
    serve([], [on(notificationCalls.listNotifications, () => json({ code: 'INTERNAL', message: 'An internal error occurred' }, 500))]);
    signInAs('sysadmin1');
    renderApp('/wcpp/Notifications');
    expect(await screen.findByText(notificationMessages.listFailed)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('MANAGE RECIPIENTS carries the form there; CANCEL brings it back as it was', async () => {
    serve([], [on(userAdminCalls.userList, () => ({ users: [], truncated: false }))]);
    const user = userEvent.setup({ delay: null });
    await open();
    await user.clear(field(texts.name));
    await user.type(field(texts.name), 'Portal maintenance');
    await user.type(field(texts.campaign), 'Ops');
    await user.click(screen.getByRole('button', { name: texts.manageRecipients }));
    expect(await screen.findByText('Recipients of: Portal maintenance')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/wcpp/ManageRecipients');
    await user.click(screen.getByRole('button', { name: 'CANCEL' }));
    expect(await screen.findByRole('heading', { name: texts.formCreate })).toBeInTheDocument();
    expect(field(texts.name)).toHaveValue('Portal maintenance');
    expect(field(texts.campaign)).toHaveValue('Ops');
  });
});
