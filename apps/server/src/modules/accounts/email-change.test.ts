import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePasswordCodeMessages, emailChangeCodeMessages, emailChangeMessages, passwordCalls, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/secrets';

/** Security finding 9: a new e-mail address needs the current password and a link followed from the new address. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: 1000 });
});
afterAll(() => t.close());

const PASSWORD = 'Portal#2026';
const profile = async (userNm: string, token: string) => (await api(t.app).call(userCalls.userByName, { params: { name: userNm }, token })).json();
const save = (token: string, payload: object) => api(t.app).call(userCalls.updateUser, { token, body: payload });
const confirm = (token: string, headers: Record<string, string> = {}) =>
  api(t.app).call(userCalls.confirmEmailChange, { body: { token }, headers });
const stored = async (userNm: string) =>
  (await t.rows<{ email_addr: string; job_title: string }>(`SELECT email_addr, job_title FROM user_info WHERE user_nm = $1`, [userNm]))[0]!;
const mailCount = async (to: string) => (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM mail_outbox WHERE lower(to_addr) = lower($1)`, [to]))[0]!.n;

/** Signs in, asks for the new address with the right password, and returns the link's token. */
async function requestChange(userNm: string, newEmail: string): Promise<string> {
  const token = await t.signIn(userNm);
  const res = await save(token, { ...(await profile(userNm, token)), emailAddr: newEmail, currentPassword: PASSWORD });
  expect(res.statusCode).toBe(200);
  return (await t.lastMail(newEmail, 'email-change-link'))!.link!.get('token')!;
}

describe('PUT /users/updateUser with a new e-mail address', () => {
  it('without the current password: 400 on the password field, and nothing is saved or sent', async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const res = await save(token, { ...me, emailAddr: 'janet.new@clinic.example', jobTitle: 'Not saved' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ currentPassword: emailChangeMessages.enterCurrent });
    expect(await stored('jwalker01')).toEqual({ email_addr: 'jwalker01@clinic.example', job_title: 'Medical Biller' });
    expect(await mailCount('janet.new@clinic.example')).toBe(0);
  });

  it('with a wrong current password: 400 incorrect_password, nothing saved or sent, and the attempt audited', async () => {
    const token = await t.signIn('jwalker01');
    const me = await profile('jwalker01', token);
    const res = await save(token, { ...me, emailAddr: 'janet.new@clinic.example', jobTitle: 'Not saved', currentPassword: 'Wrong#Pass1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'incorrect_password',
      message: changePasswordCodeMessages.incorrect_password,
      fields: { currentPassword: changePasswordCodeMessages.incorrect_password },
    });
    expect(await stored('jwalker01')).toEqual({ email_addr: 'jwalker01@clinic.example', job_title: 'Medical Biller' });
    expect(await mailCount('janet.new@clinic.example')).toBe(0);
    const [audit] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'EMAIL_CHANGE_PASSWORD_FAILED' AND target = 'jwalker01'`);
    expect(audit!.n).toBe(1);
  });

  it('with the right password: other fields save at once, the address only when the link sent to it is followed', async () => {
    const token = await t.signIn('provuser1');
    const me = await profile('provuser1', token);
    const res = await save(token, { ...me, emailAddr: 'Peter.Ulrich@NewClinic.example', jobTitle: 'Lead Biller', currentPassword: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailAddr: 'provuser1@clinic.example', jobTitle: 'Lead Biller' });
    expect(await stored('provuser1')).toEqual({ email_addr: 'provuser1@clinic.example', job_title: 'Lead Biller' });

    const link = (await t.lastMail('peter.ulrich@newclinic.example', 'email-change-link'))!;
    expect(link.subject).toBe('Confirm your new Provider Portal e-mail address');
    expect(link.text).toContain('http://localhost:8080/wcpp/confirmEmailChange?token=');
    const linkToken = link.link!.get('token')!;
    const [row] = await t.rows<{ token_hash: string; new_email_addr: string; hours: number }>(
      `SELECT token_hash, new_email_addr, (extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM email_change_token ORDER BY email_change_token_id DESC LIMIT 1`,
    );
    expect(row).toEqual({ token_hash: sha256(linkToken), new_email_addr: 'peter.ulrich@newclinic.example', hours: 24 });

    const notice = (await t.lastMail('provuser1@clinic.example', 'email-change-notice'))!;
    expect(notice.subject).toBe('Your Provider Portal e-mail address is being changed');
    expect(notice.text).toContain('peter.ulrich@newclinic.example');
    expect(notice.link).toBeNull();

    // Followed signed out: the token alone authorizes.
    const done = await confirm(linkToken);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ emailAddr: 'peter.ulrich@newclinic.example' });
    expect((await stored('provuser1')).email_addr).toBe('peter.ulrich@newclinic.example');
    expect((await profile('provuser1', token)).emailAddr).toBe('peter.ulrich@newclinic.example');
    const audit = await t.rows<{ action: string; actor_user_nm: string }>(
      `SELECT action, actor_user_nm FROM audit_log WHERE target = 'provuser1' AND action LIKE 'EMAIL_CHANGE_%' ORDER BY audit_id`,
    );
    expect(audit).toEqual([
      { action: 'EMAIL_CHANGE_REQUEST', actor_user_nm: 'provuser1' },
      { action: 'EMAIL_CHANGE_CONFIRM', actor_user_nm: 'provuser1' },
    ]);
  });

  it('asks for the password before saying the address belongs to another account (409 INVALID_EMAIL)', async () => {
    const token = await t.signIn('summitbill2');
    const me = await profile('summitbill2', token);
    expect((await save(token, { ...me, emailAddr: 'ProvAdmin1@clinic.example' })).statusCode).toBe(400);
    const res = await save(token, { ...me, emailAddr: 'ProvAdmin1@clinic.example', currentPassword: PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account' });
    expect(await mailCount('provadmin1@clinic.example')).toBe(0);
  });

  it('the same address in other capitals is no change and needs no password', async () => {
    const token = await t.signIn('summitbill2');
    const me = await profile('summitbill2', token);
    const res = await save(token, { ...me, emailAddr: 'SummitBill2@Clinic.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json().emailAddr).toBe('summitbill2@clinic.example');
  });

  it('answers 429 once five wrong passwords are used up, even sent at once, and then refuses the right one', async () => {
    const token = await t.signIn('riverbend1');
    const me = await profile('riverbend1', token);
    const wrong = await Promise.all(
      Array.from({ length: 8 }, (_, i) => save(token, { ...me, emailAddr: 'omar@elsewhere.example', currentPassword: `Wrong#Pass${i}` })),
    );
    const codes = wrong.map((r) => r.statusCode).sort();
    expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
    const right = await save(token, { ...me, emailAddr: 'omar@elsewhere.example', currentPassword: PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(right.json().code).toBe('RATE_LIMITED');
    expect(await mailCount('omar@elsewhere.example')).toBe(0);
  });
});

describe('POST /public/confirmEmailChange', () => {
  it('applies a link followed twice, or many times at once, exactly once', async () => {
    const linkToken = await requestChange('northgate1', 'yvonne.chen@northgate.example');
    const results = await Promise.all(Array.from({ length: 5 }, () => confirm(linkToken)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    const refused = results.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toMatchObject({ code: 'INVALID_TOKEN', message: emailChangeCodeMessages.INVALID_TOKEN });
    expect((await confirm(linkToken)).json().code).toBe('INVALID_TOKEN');
    expect((await stored('northgate1')).email_addr).toBe('yvonne.chen@northgate.example');
    const [audit] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'EMAIL_CHANGE_CONFIRM' AND target = 'northgate1'`);
    expect(audit!.n).toBe(1);
  });

  it('refuses an expired link with 410 EXPIRED_TOKEN and keeps the address', async () => {
    const linkToken = await requestChange('bayview01', 'derek@bayview.example');
    await t.rows(`UPDATE email_change_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(linkToken)]);
    const res = await confirm(linkToken);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'EXPIRED_TOKEN', message: emailChangeCodeMessages.EXPIRED_TOKEN });
    expect((await stored('bayview01')).email_addr).toBe('bayview01@clinic.example');
  });

  it('refuses an unknown token and a malformed body without a change', async () => {
    expect((await confirm('no-such-token')).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    const empty = await api(t.app).call(userCalls.confirmEmailChange, { body: { token: '' } });
    expect(empty.statusCode).toBe(400);
  });

  it('a newer request spends the earlier link', async () => {
    const first = await requestChange('billing01', 'brenda.one@billing.example');
    const second = await requestChange('billing01', 'brenda.two@billing.example');
    expect((await confirm(first)).json().code).toBe('INVALID_TOKEN');
    expect((await confirm(second)).statusCode).toBe(200);
    expect((await stored('billing01')).email_addr).toBe('brenda.two@billing.example');
  });

  it('refuses with 409 INVALID_EMAIL when another account took the address meanwhile, and changes nothing', async () => {
    const linkToken = await requestChange('provadmin1', 'paula@shared.example');
    await t.rows(`UPDATE user_info SET email_addr = 'paula@shared.example' WHERE user_nm = 'readonly1'`);
    const res = await confirm(linkToken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVALID_EMAIL', message: 'The Email Address is associated to another account' });
    expect((await stored('provadmin1')).email_addr).toBe('provadmin1@clinic.example');
  });

  it('a password change after the request voids the link', async () => {
    const linkToken = await requestChange('sysadmin1', 'sandra@takeover.example');
    const token = await t.signIn('sysadmin1');
    const changed = await api(t.app).call(passwordCalls.updatePassword, { token, body: { username: 'sysadmin1', password: PASSWORD, newPassword: 'Harbor#Light9' } });
    expect(changed.statusCode).toBe(200);
    expect((await confirm(linkToken)).json().code).toBe('INVALID_TOKEN');
    expect((await stored('sysadmin1')).email_addr).toBe('sysadmin1@network.example');
  });
});
