import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addUserMessages,
  authCalls,
  claimSearchCalls,
  clientListCalls,
  type Endpoint,
  feeScheduleCalls,
  inputMessages,
  notificationCalls,
  notificationMessages,
  passwordCalls,
  type PathNames,
  providerCalls,
  registrationCalls,
  tinCalls,
  userAdminCalls,
  userCalls,
} from '@wcpp/contract';
import { API_PREFIX, apiPath, type TestArgs } from '@wcpp/contract/testing';
import { inputGuardPlugin } from '../plugins/input-guard';
import { bearer, createTestApp, type TestApp } from './app';

/**
 * Input no field can hold (an outside probe's finding): a lone UTF-16 surrogate anywhere in the
 * decoded path, query or JSON body, and an id beyond PostgreSQL's integer, are answered 400 VALIDATION
 * with a clear message, never 500, and nothing is written: no audit row, no mail, no counted attempt,
 * no notification. docs/decisions/049.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, PUBLIC_RATE_LIMIT: 1000, ACCOUNT_RATE_LIMIT: 1000 });
  for (const user of ['sysadmin1', 'provadmin1', 'provuser1']) tokens[user] = await t.signIn(user);
  for (const r of await t.rows<{ user_nm: string; id: number }>(`SELECT user_nm, user_info_id AS id FROM user_info`)) ids[r.user_nm] = r.id;
});
afterAll(() => t.close());

const HIGH = 'ab\ud800c';
const LOW = 'ab\udc00c';
const SURROGATE = inputMessages.unpairedSurrogate;
const ID = inputMessages.id;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** The method and URL of a described call, the URL from its description. */
const at = <E extends Endpoint>(endpoint: E, ...input: TestArgs<E>) => [endpoint.method, apiPath(endpoint, ...input)] as const;
/** The URL of a described call with its path params written as given, not encoded: a malformed encoding sent on purpose. */
const asWritten = <E extends Endpoint>(endpoint: E, params: Record<PathNames<E['path']>, string>) =>
  `${API_PREFIX}${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => (params as Record<string, string>)[name]!)}`;
const send = (method: Method, url: string, as: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: as ? bearer(tokens[as]!) : {}, ...(payload ? { payload } : {}) });

/** What a refused request must not have changed: audit rows, mail, attempts, accounts, notifications and their reads. */
const snapshot = async () =>
  (
    await t.rows(`SELECT
      (SELECT count(*) FROM audit_log) AS audit,
      (SELECT count(*) FROM mail_outbox) AS mail,
      (SELECT count(*) FROM attempt_counter) AS attempts,
      (SELECT coalesce(sum(failed_attempts), 0) FROM user_info) AS failed_logins,
      (SELECT count(*) FROM user_info) AS users,
      (SELECT count(*) FROM wcp_notification) AS notifications,
      (SELECT count(*) FROM wcp_notification_user WHERE notification_user_dwnld = 'Y') AS viewed`)
  )[0];

/** Sends the request and checks the refusal: 400 VALIDATION, the message (and the field, when named), nothing written. */
async function expectRefused(method: Method, url: string, as: string | null, payload: object | undefined, message: string, field?: string) {
  const before = await snapshot();
  const res = await send(method, url, as, payload);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
  if (field) expect(res.json().fields).toEqual({ [field]: message });
  expect(await snapshot()).toEqual(before);
}

describe('a lone surrogate is refused before any route runs', () => {
  it.each([
    [...at(passwordCalls.forgotUsername), { emailAddress: `a${HIGH}@clinic.example` }, 'emailAddress'],
    [...at(registrationCalls.registrationStart), { emailAddress: `new${LOW}@clinic.example` }, 'emailAddress'],
    [...at(passwordCalls.resetPasswordStart), { userName: `inact001${HIGH}`, emailAddress: 'inact001@clinic.example' }, 'userName'],
    [...at(passwordCalls.resetPasswordComplete), { token: `x${HIGH}`, tempPassword: 'y', newPassword: 'Portal#2027!' }, 'token'],
    [...at(authCalls.authenticate), { username: `provuser1${HIGH}`, password: 'Portal#2026' }, 'username'],
    [...at(authCalls.authenticate), { username: 'provuser1', password: `Portal#2026${LOW}` }, 'password'],
  ] as const)('in the anonymous body of %s %s', async (method, url, payload, field) => {
    await expectRefused(method, url, null, payload, SURROGATE, field);
  });

  it.each([
    [...at(notificationCalls.createNotification), 'sysadmin1', { name: `Holiday ${HIGH}`, campaign: 'HOLIDAY27' }, 'name'],
    [...at(userAdminCalls.userList), 'sysadmin1', { userName: `prov${LOW}`, isUserNames: 'true' }, 'userName'],
    [
      ...at(userAdminCalls.createUser),
      'provadmin1',
      { typeCd: 'PRUS', userFirstName: 'Nina', userLastName: 'Brooks', emailAddr: 'nina.wellformed@clinic.example', phoneNum: '5125550199', grpInfoId: '1001', userFtins: [{ ftin: `75123450${HIGH}` }] },
      'userFtins.0.ftin',
    ],
    [...at(claimSearchCalls.searchByClaimant), 'provuser1', { claimantFirstName: `Ma${HIGH}`, claimantLastName: 'Anderson' }, 'claimantFirstName'],
  ] as const)('in the signed-in body of %s %s', async (method, url, as, payload, field) => {
    await expectRefused(method, url, as, payload, SURROGATE, field);
  });

  // A URL is ASCII on the wire (Node refuses raw bytes above 0x7F in it), so a surrogate half arrives
  // percent-encoded: ED A0–BF xx. The query parser leaves it undecoded; the router cannot decode it.
  const ENC_HIGH = 'ab%ED%A0%80c';
  const ENC_LOW = 'ab%ED%B0%80c';

  it.each([
    [`${apiPath(providerCalls.providerList, { params: { tin: '751234501' } })}?facility-nm=${ENC_HIGH}`, 'provadmin1', 'facility-nm'],
    [`${apiPath(tinCalls.userFtins, { params: { userName: 'provadmin1' }, query: { activeFlag: 'true' } })}&note=${ENC_LOW}`, 'provadmin1', 'note'],
    [`${apiPath(authCalls.sso)}?state=${ENC_HIGH}`, null, 'state'],
    [`/content/notices/network?x=${ENC_LOW}`, null, 'x'],
  ])('in the query of %s', async (url, as, field) => {
    await expectRefused('GET', url, as, undefined, SURROGATE, field);
  });

  it.each([
    [userCalls.userByName.method, asWritten(userCalls.userByName, { name: `prov${ENC_HIGH}` }), 'provadmin1'],
    [userCalls.needsBackfill.method, asWritten(userCalls.needsBackfill, { userName: ENC_LOW }), 'provuser1'],
    [notificationCalls.deleteNotification.method, asWritten(notificationCalls.deleteNotification, { id: `1${ENC_HIGH}` }), 'sysadmin1'],
    ['GET', `/content/notices/${ENC_HIGH}`, null],
    ['GET', `/resources/docs/${ENC_LOW}.pdf`, null],
  ] as const)('in the path of %s %s', async (method, url, as) => {
    await expectRefused(method, url, as, undefined, SURROGATE, '_');
  });

  it('in a query value a parser did decode (defence in depth: a bare app whose parser reads %uXXXX)', async () => {
    const legacy = (text: string) =>
      Object.fromEntries(text.split('&').map((pair) => pair.split('=').map((part) => part.replace(/%u([0-9A-F]{4})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))))));
    const bare = Fastify({ querystringParser: legacy });
    await bare.register(inputGuardPlugin);
    bare.get('/echo/:name', async (request) => ({ params: request.params, query: request.query }));
    try {
      const refused = await bare.inject({ url: '/echo/x?q=ab%uD800c' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'VALIDATION', message: SURROGATE });
      const paired = await bare.inject({ url: '/echo/x?q=%uD83C%uDF89' });
      expect(paired.json()).toEqual({ params: { name: 'x' }, query: { q: '🎉' } });
    } finally {
      await bare.close();
    }
  });

  it('lets a surrogate pair (an emoji) through: only unpaired ones are refused', async () => {
    const res = await send(...at(notificationCalls.createNotification), 'sysadmin1', { name: 'Holiday \ud83c\udf89' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().name).toBe('Holiday 🎉');
  });
});

describe("an id beyond PostgreSQL's integer is refused with the id message", () => {
  const paths = (id: string) =>
    [
      [...at(notificationCalls.deleteNotification, { params: { id } }), 'sysadmin1', 'id'],
      [...at(notificationCalls.unpublishNotification, { params: { id } }), 'sysadmin1', 'id'],
      [...at(notificationCalls.sendNotification, { params: { id } }), 'sysadmin1', 'id'],
      [...at(notificationCalls.userNotifications, { params: { userId: id } }), 'provuser1', 'userId'],
      [...at(notificationCalls.notificationViewed, { params: { userId: id } }), 'provuser1', 'userId'],
      [...at(providerCalls.physician, { params: { id } }), 'provadmin1', 'id'],
      [...at(providerCalls.facilityLocations, { params: { id } }), 'provadmin1', 'id'],
      [...at(clientListCalls.clientStates, { params: { providerType: 'P', providerId: id } }), 'provadmin1', 'providerId'],
    ] as const;

  it.each([...paths('2147483648'), ...paths('99999999999')])('in the path of %s %s', async (method, url, as, field) => {
    await expectRefused(method, url, as, method === 'PATCH' ? { wcp_notification_id: 1 } : undefined, ID, field);
  });

  it('still takes the largest integer: 2147483647 reaches the route and names no notification', async () => {
    const res = await send(...at(notificationCalls.deleteNotification, { params: { id: 2147483647 } }), 'sysadmin1');
    expect(res.statusCode, res.body).toBe(404);
  });

  it('in the bodies that carry ids to the database', async () => {
    const own = ids.provuser1!;
    await expectRefused(...at(notificationCalls.notificationViewed, { params: { userId: own } }), 'provuser1', { wcp_notification_id: 2_147_483_648 }, ID, 'wcp_notification_id');
    await expectRefused(...at(notificationCalls.updateNotification), 'sysadmin1', { wcp_notification_id: 99_999_999_999, name: 'x' }, ID, 'wcp_notification_id');
    await expectRefused(...at(notificationCalls.createNotification), 'sysadmin1', { name: 'x', userNotList: `${own},2147483648` }, notificationMessages.unknownRecipients, 'userNotList');
    await expectRefused(...at(userAdminCalls.userList), 'sysadmin1', { userIDs: [2_147_483_648] }, ID, 'userIDs.0');
    await expectRefused(
      ...at(userAdminCalls.createUser),
      'sysadmin1',
      {
        typeCd: 'PRAD',
        userFirstName: 'Nina',
        userLastName: 'Brooks',
        emailAddr: 'nina.bigid@clinic.example',
        phoneNum: '5125550199',
        affiliationCd: 'OFC_STAFF',
        jobTitle: 'Scheduler',
        companyNm: 'Lakeside Orthopedic Associates',
        grpInfoId: '99999999999',
      },
      addUserMessages.groupId,
      'grpInfoId',
    );
  });

  it('in the paths the account and fee-schedule routes bound themselves (400, not 500)', async () => {
    const calls: (readonly [Method, string])[] = [
      at(tinCalls.groupFtins, { params: { groupId: '2147483648' } }),
      at(tinCalls.groupFtins, { params: { groupId: '99999999999' } }),
      at(feeScheduleCalls.returnFileContent, { params: { userName: 'provadmin1', feeSchedRqstId: '2147483648' } }),
    ];
    for (const [method, url] of calls) {
      const res = await send(method, url, 'provadmin1');
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
  });
});
