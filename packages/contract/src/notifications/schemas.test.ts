import { describe, expect, it } from 'vitest';
import { isNotificationLink, NotificationSaveSchema, recipientSearchError, type RecipientSearchValues } from './schemas';
import { notificationMessages, recipientSearchMessages } from './messages';

const firstMessage = (input: unknown) => {
  const result = NotificationSaveSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the notification a save sends (part 1 §5)', () => {
  it('needs only the name, trimmed; empty fields become null and recipients a clean id list', () => {
    const parsed = NotificationSaveSchema.parse({ name: '  Holiday hours ', campaign: ' ', link: '', userNotList: ' 12,11, 12 ', sendDt: '' });
    expect(parsed).toEqual({ name: 'Holiday hours', campaign: null, link: null, userNotList: '12,11', sendDt: '' });
  });

  it.each([
    ['a blank name', { name: '   ' }, notificationMessages.nameRequired],
    ['a name over 64 characters', { name: 'n'.repeat(65) }, expect.any(String)],
    ['a campaign over 64 characters', { name: 'n', campaign: 'c'.repeat(65) }, expect.any(String)],
    ['requested by over 22 characters', { name: 'n', requestedBy: 'r'.repeat(23) }, expect.any(String)],
    ['a javascript: link', { name: 'n', link: 'javascript:alert(1)' }, notificationMessages.invalidLink],
    ['a date that is not one', { name: 'n', sendDt: '2026-02-30' }, notificationMessages.invalidDate],
    ['recipients that are not ids', { name: 'n', userNotList: '12,admin' }, notificationMessages.unknownRecipients],
  ])('refuses %s', (_what, input, message) => {
    expect(firstMessage(input)).toEqual(message);
  });

  it.each([
    ['/content/notices/holiday', true],
    ['https://network.example/notices?id=4#top', true],
    ['https://network.example', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['http://network.example/notice', false],
    ['https://user:pw@evil.example/', false],
    ['https://network.example:443@evil.example/', false],
    ['data:text/html,<script>', false],
    ['/content/a b', false],
  ])('a link %s is allowed: %s', (link, allowed) => {
    expect(isNotificationLink(link)).toBe(allowed);
  });
});

describe('the recipient search (part 1 §5)', () => {
  const none: RecipientSearchValues = { usernames: '', email: '', tin: '', groupId: '' };
  it.each<[string, Partial<RecipientSearchValues>, ReturnType<typeof recipientSearchError>]>([
    ['nothing', {}, { field: 'usernames', message: recipientSearchMessages.enterOne }],
    ['two characters of usernames', { usernames: 'ab' }, { field: 'usernames', message: recipientSearchMessages.usernamesMin }],
    ['a list of usernames', { usernames: 'provuser1, billing01' }, null],
    ['a group id with letters', { groupId: '10a' }, { field: 'groupId', message: recipientSearchMessages.groupIdNumeric }],
    ['a partial address of two characters', { email: '*ex' }, { field: 'email', message: recipientSearchMessages.partialMin }],
    ['a partial address', { email: '*example' }, null],
    ['a whole address', { email: 'a@b.example' }, null],
    ['a TIN', { tin: '751234501' }, null],
  ])('%s', (_what, values, expected) => {
    expect(recipientSearchError({ ...none, ...values })).toEqual(expected);
  });
});
