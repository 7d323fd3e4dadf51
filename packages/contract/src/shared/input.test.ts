import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { inputMessages } from './errors';
import { emailField, optionalText, personName, tinField, usernameField } from './fields';
import { idField, idParam, isWellFormedText, MAX_ID } from './input';
import { NotificationSaveSchema, NotificationViewedSchema } from '../notifications/schemas';
import { AddUserRequestSchema, UserSearchRequestSchema } from '../user-admin/schemas';

const LONE_HIGH = 'ab\ud800c';
const LONE_LOW = 'ab\udc00c';
const SURROGATE = inputMessages.unpairedSurrogate;
const ID = inputMessages.id;

/** The first message of a failed parse (what the server's 400 and the form show). */
const firstMessage = (schema: z.ZodMiniType, value: unknown) => {
  const result = z.safeParse(schema, value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('well-formed text', () => {
  it.each([
    ['plain text', 'Lakeside Orthopedic', true],
    ['an emoji (a surrogate pair)', 'ok \ud83d\ude00', true],
    ['a lone high surrogate', LONE_HIGH, false],
    ['a lone low surrogate', LONE_LOW, false],
    ['a high surrogate at the end', 'ab\ud800', false],
    ['a pair in the wrong order', '\ude00\ud83d', false],
  ])('judges %s', (_name, value, expected) => {
    expect(isWellFormedText(value)).toBe(expected);
  });

  it('is refused by the shared field helpers with the one message, before their format message', () => {
    expect(firstMessage(optionalText(80, 'at most 80'), LONE_HIGH)).toBe(SURROGATE);
    expect(firstMessage(emailField('Enter a valid Email Address'), `a${LONE_LOW}@clinic.example`)).toBe(SURROGATE);
    expect(firstMessage(personName('Enter a valid First Name'), LONE_HIGH)).toBe(SURROGATE);
    expect(firstMessage(usernameField, `prov${LONE_HIGH}`)).toBe(SURROGATE);
    expect(firstMessage(tinField, `75123${LONE_HIGH}`)).toBe(SURROGATE);
    expect(firstMessage(optionalText(80, 'at most 80'), 'Scheduler \ud83d\ude00')).toBeNull();
  });

  it('is refused in a notification save, the free text the helpers do not cover', () => {
    for (const field of ['name', 'campaign', 'requestedBy', 'link']) {
      const save = { name: 'Holiday schedule', [field]: field === 'link' ? `/content/${LONE_HIGH}` : LONE_HIGH };
      expect(firstMessage(NotificationSaveSchema, save)).toBe(SURROGATE);
    }
  });
});

describe('ids: PostgreSQL integers', () => {
  it('takes a body id from 1 to 2147483647 and refuses the rest with one message', () => {
    expect(MAX_ID).toBe(2_147_483_647);
    expect(z.parse(idField, 1)).toBe(1);
    expect(z.parse(idField, 2_147_483_647)).toBe(2_147_483_647);
    for (const bad of [0, -1, 1.5, 2_147_483_648, 99_999_999_999, '12']) expect(firstMessage(idField, bad)).toBe(ID);
  });

  it('reads a path or query id as digits, from 1 to 2147483647', () => {
    expect(z.parse(idParam, '42')).toBe(42);
    expect(z.parse(idParam, '2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '99999999999', '0', '-1', '1e3', '0x10', ' 7', '', 'abc']) expect(firstMessage(idParam, bad)).toBe(ID);
  });

  it('bounds the ids of the bodies that reach the database', () => {
    expect(firstMessage(NotificationViewedSchema, { wcp_notification_id: 2_147_483_648 })).toBe(ID);
    expect(firstMessage(NotificationSaveSchema, { wcp_notification_id: 99_999_999_999, name: 'x' })).toBe(ID);
    expect(firstMessage(UserSearchRequestSchema, { userIDs: [2_147_483_648] })).toBe(ID);
    expect(z.safeParse(NotificationSaveSchema, { name: 'x', userNotList: '12, 2147483647' }).success).toBe(true);
    expect(firstMessage(NotificationSaveSchema, { name: 'x', userNotList: '12,2147483648' })).toBe('Error: One or more recipients are not users of the portal.');
  });

  it("refuses an Add User group id beyond the database's integer with the group id message", () => {
    const user = { typeCd: 'PRAD', userFirstName: 'Nina', userLastName: 'Brooks', emailAddr: 'nina@clinic.example', phoneNum: '5125550199' };
    const provider = { ...user, affiliationCd: 'OFC_STAFF', jobTitle: 'Scheduler', companyNm: 'Lakeside' };
    const messageOf = (grpInfoId: unknown) => {
      const result = z.safeParse(AddUserRequestSchema, { ...provider, grpInfoId });
      return result.success ? null : result.error.issues.find((i) => i.path[0] === 'grpInfoId')?.message;
    };
    expect(messageOf('2147483647')).toBeNull();
    expect(messageOf('2147483648')).toMatch(/group/i);
    expect(messageOf(99_999_999_999)).toMatch(/group/i);
  });
});
