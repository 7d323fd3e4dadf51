import { describe, expect, it } from 'vitest';
import { computeNotificationStatus, notificationActions, recipientIds, type NotificationDraft, type NotificationStatus } from './status';

const complete: NotificationDraft = { name: 'Holiday schedule', campaign: 'Winter 2026', link: 'https://network.example/notices/holiday', userNotList: '11,12' };

describe('the status computed on save (part 1 §4)', () => {
  const cases: [string, NotificationDraft, NotificationStatus | null, NotificationStatus][] = [
    ['everything but a send date', complete, null, 'READY'],
    ['everything and a send date', { ...complete, sendDt: '2026-12-01' }, null, 'SCHEDULED'],
    ['no name', { ...complete, name: '' }, null, 'DRAFT'],
    ['a name of spaces', { ...complete, name: '   ' }, null, 'DRAFT'],
    ['no campaign', { ...complete, campaign: null }, null, 'DRAFT'],
    ['no link', { ...complete, link: undefined }, 'READY', 'DRAFT'],
    ['no recipients', { ...complete, userNotList: '' }, null, 'DRAFT'],
    ['recipients that are not ids', { ...complete, userNotList: 'a, ,-3' }, null, 'DRAFT'],
    ['a send date but no link', { ...complete, link: '', sendDt: '2026-12-01' }, null, 'DRAFT'],
    ['a scheduled one whose date is cleared', complete, 'SCHEDULED', 'READY'],
    ['a sent one, edited', { ...complete, campaign: '' }, 'SENT', 'SENT'],
  ];
  it.each(cases)('%s', (_what, draft, current, expected) => {
    expect(computeNotificationStatus(draft, current)).toBe(expected);
  });
});

describe('the row actions and recipients', () => {
  it('offers EDIT and UN-PUBLISH for a sent notification, EDIT and DELETE for the others, and SEND for a READY one', () => {
    expect(notificationActions('SENT')).toEqual(['EDIT', 'UN-PUBLISH']);
    for (const status of ['DRAFT', 'SCHEDULED'] as const) expect(notificationActions(status)).toEqual(['EDIT', 'DELETE']);
    expect(notificationActions('READY')).toEqual(['EDIT', 'SEND', 'DELETE']);
  });

  it('reads the comma-separated recipient ids, each once', () => {
    expect(recipientIds(' 12, 11,12,x,0 ')).toEqual([12, 11]);
    expect(recipientIds(null)).toEqual([]);
  });
});
