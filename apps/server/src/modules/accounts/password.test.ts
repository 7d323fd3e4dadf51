import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, passwordCalls, userCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sha256 } from '../../lib/secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_RATE_LIMIT: 1000, ACCOUNT_RATE_LIMIT: 4 });
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Harbor#Light9';
const startReset = (userName: string, emailAddress: string) => api(t.app).call(passwordCalls.resetPasswordStart, { body: { userName, emailAddress } });
const completeReset = (payload: { token: string; tempPassword: string; newPassword: string }) => api(t.app).call(passwordCalls.resetPasswordComplete, { body: payload });

/** Starts a reset and reads the e-mail: the link's token and expiry, and the temporary password. */
async function resetMail(userName: string, email: string) {
  const res = await startReset(userName, email);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ emailAddress: email.toLowerCase() });
  const mail = (await t.lastMail(email, 'temporary-password'))!;
  return { token: mail.link!.get('token')!, expire: Number(mail.link!.get('expire')), tempPassword: mail.value!, mail };
}

describe('reset password', () => {
  it('e-mails a temporary password and a 24-hour link; the old password works until the reset completes', async () => {
    const reset = await resetMail('provadmin1', 'provadmin1@clinic.example');
    expect(reset.mail.subject).toBe('Your Provider Portal temporary password');
    expect(reset.tempPassword).toMatch(/^\S{12}$/);
    expect((reset.expire - Date.now()) / 3_600_000).toBeGreaterThan(23.9);
    expect(reset.mail.text).toContain('/wcpp/confirmPasswordReset?token=');
    const [row] = await t.rows<{ token_hash: string; temp_password_hash: string }>(
      `SELECT token_hash, temp_password_hash FROM password_reset_token ORDER BY password_reset_token_id DESC LIMIT 1`,
    );
    expect(row!.token_hash).toBe(sha256(reset.token));
    expect(row!.temp_password_hash).toMatch(/^\$argon2id\$/);
    await t.signIn('provadmin1');
  });

  it('sets the new password with the temporary one; the link is then spent and the old password refused', async () => {
    const reset = await resetMail('jwalker01', 'JWalker01@Clinic.example');
    const res = await completeReset({ token: reset.token, tempPassword: ` ${reset.tempPassword} `, newPassword: ` ${NEW_PASSWORD} ` });
    expect(res.statusCode).toBe(200);
    await t.signIn('jwalker01', NEW_PASSWORD);
    await expect(t.signIn('jwalker01')).rejects.toThrow(/INVALID_CREDENTIALS/);
    const again = await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: 'Another#Pass7' });
    expect(again.json()).toMatchObject({
      code: 'INVALID_TOKEN',
      message: 'Error: Your Temporary Password does not match our records. Please check the Temporary Password and try again.',
    });
    const [audit] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'PASSWORD_RESET_COMPLETE' AND target = 'jwalker01'`);
    expect(audit!.n).toBe(1);
  });

  it('unlocks a locked account and reactivates a deactivated or inactive one', async () => {
    for (const name of ['locked01', 'deact001', 'inact001']) {
      const reset = await resetMail(name, `${name}@clinic.example`);
      expect((await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
      await t.signIn(name, NEW_PASSWORD);
    }
  });

  it('refuses a user name and e-mail of different accounts, a terminated account, and an account not yet registered', async () => {
    expect((await startReset('provuser1', 'provadmin1@clinic.example')).json()).toMatchObject({
      code: 'INVALID_USERNAME_OR_EMAIL',
      message: 'Error: The Username and/or Email Address you submitted does not match our records. Please check the Username and/or Email Address and try again.',
    });
    expect((await startReset('nosuchuser', 'nobody@clinic.example')).json().code).toBe('INVALID_USERNAME_OR_EMAIL');
    expect((await startReset('termd001', 'termd001@clinic.example')).json()).toMatchObject({
      code: 'USER_ACCT_TERMINATED',
      message: 'Error: The account has been terminated. Please contact your account administrator.',
    });
    expect((await startReset('mreyes001', 'mreyes001@clinic.example')).json()).toMatchObject({
      code: 'USER_ACCT_NEW',
      message: 'An error has occured. Please try again or contact Customer Service.',
    });
    expect(await t.lastMail('termd001@clinic.example', 'temporary-password')).toBeUndefined();
  });

  it('refuses a wrong temporary password, and spends the link after five', async () => {
    const reset = await resetMail('summitbill2', 'summitbill2@clinic.example');
    for (let i = 0; i < 5; i++) {
      expect((await completeReset({ token: reset.token, tempPassword: 'Wrong#Temp1', newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_TOKEN');
    }
    expect((await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_TOKEN');
  });

  it('accepts one reset link once, even completed in parallel (docs/decisions/024)', async () => {
    const reset = await resetMail('readonly1', 'readonly1@network.example');
    const passwords = ['Harbor#Light9', 'Another#Pass7', 'Third#Passw0rd'];
    const answers = await Promise.all(passwords.map((newPassword) => completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword })));
    const codes = answers.map((a) => a.json().code ?? 'OK').sort();
    expect(codes).toEqual(['INVALID_TOKEN', 'INVALID_TOKEN', 'OK']);
    const winner = passwords[answers.findIndex((a) => a.statusCode === 200)]!;
    await t.signIn('readonly1', winner);
    const [audit] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'PASSWORD_RESET_COMPLETE' AND target = 'readonly1'`);
    expect(audit!.n).toBe(1);
  });

  it('19 parallel wrong temporary passwords: at most five are evaluated and the link is spent', async () => {
    const reset = await resetMail('noemp001', 'noemp001@network.example');
    const answers = await Promise.all(
      Array.from({ length: 19 }, (_, i) => completeReset({ token: reset.token, tempPassword: `Wrong#Temp${i}`, newPassword: NEW_PASSWORD })),
    );
    expect(new Set(answers.map((a) => `${a.statusCode} ${a.json().code}`))).toEqual(new Set(['400 INVALID_TOKEN']));
    const [row] = await t.rows<{ failed_attempts: number; used: boolean }>(
      'SELECT failed_attempts, used_at IS NOT NULL AS used FROM password_reset_token WHERE token_hash = $1',
      [sha256(reset.token)],
    );
    expect(row).toEqual({ failed_attempts: 5, used: true });
    expect((await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_TOKEN');
  });

  it('voids a link once its password is changed, or once the address it went to is replaced', async () => {
    // Changed by its owner after the link was sent: whoever still reads the mail cannot set the password.
    const first = await resetMail('kpatel01', 'kpatel01@clinic.example');
    const token = await t.signIn('kpatel01');
    const changed = await api(t.app).call(passwordCalls.updatePassword, { token, body: { username: 'kpatel01', password: 'Portal#2026', newPassword: 'Owner#Chose2026' } });
    expect(changed.statusCode).toBe(200);
    const late = await completeReset({ token: first.token, tempPassword: first.tempPassword, newPassword: 'Taken#Over2026' });
    expect(late.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    // Moved to a new address (confirmed by its link): the link sent to the old one is spent.
    const second = await resetMail('kpatel01', 'kpatel01@clinic.example');
    const mine = (await api(t.app).call(userCalls.userByName, { params: { name: 'kpatel01' }, token })).json();
    const asked = await api(t.app).call(userCalls.updateUser, { token, body: { ...mine, emailAddr: 'kavita@newjob.example', currentPassword: 'Owner#Chose2026' } });
    expect(asked.statusCode).toBe(200);
    const link = (await t.lastMail('kavita@newjob.example', 'email-change-link'))!.link!.get('token')!;
    expect((await api(t.app).call(userCalls.confirmEmailChange, { body: { token: link } })).statusCode).toBe(200);
    const moved = await completeReset({ token: second.token, tempPassword: second.tempPassword, newPassword: 'Taken#Over2026' });
    expect(moved.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    // The owner's password still signs in; the one the old mailbox tried does not.
    expect(await t.signIn('kpatel01', 'Owner#Chose2026')).toBeTruthy();
    expect((await api(t.app).call(authCalls.authenticate, { body: { username: 'kpatel01', password: 'Taken#Over2026' } })).statusCode).toBe(401);
  });

  it('answers EXPIRED_TOKEN once the link has expired', async () => {
    const reset = await resetMail('riverbend1', 'riverbend1@clinic.example');
    await t.rows(`UPDATE password_reset_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(reset.token)]);
    const res = await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'EXPIRED_TOKEN', message: 'Error: Your Temporary Password has expired, please reset your password again' });
    await t.signIn('riverbend1');
  });

  it('refuses a new password breaking the rules, naming them', async () => {
    const reset = await resetMail('northgate1', 'northgate1@clinic.example');
    const res = await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: 'Northgate1#x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PW', message: 'Error: Password does not meet the Password Requirements', fields: { newPassword: 'username' } });
    // A new reset replaces the earlier link.
    const next = await resetMail('northgate1', 'northgate1@clinic.example');
    expect((await completeReset({ token: reset.token, tempPassword: reset.tempPassword, newPassword: NEW_PASSWORD })).json().code).toBe('INVALID_TOKEN');
    expect((await completeReset({ token: next.token, tempPassword: next.tempPassword, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('limits resets per account: the fifth request within the hour answers 429 and sends nothing more', async () => {
    for (let i = 0; i < 4; i++) expect((await startReset('bayview01', 'wrong@clinic.example')).statusCode).toBe(400);
    const res = await startReset('bayview01', 'bayview01@clinic.example');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('RATE_LIMITED');
    expect(await t.lastMail('bayview01@clinic.example', 'temporary-password')).toBeUndefined();
  });
});

describe('forgot username', () => {
  it('e-mails the user name of the account', async () => {
    const res = await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'Billing01@clinic.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailAddress: 'billing01@clinic.example' });
    const mail = (await t.lastMail('billing01@clinic.example', 'username'))!;
    expect(mail.subject).toBe('Your Provider Portal username');
    expect(mail.value).toBe('billing01');
    expect(mail.text).toContain('http://localhost:8080/wcpp/login');
  });

  it('answers INVALID_EMAIL for an unknown address and USER_ACCT_NEW for one still registering', async () => {
    expect((await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'nobody@clinic.example' } })).json()).toMatchObject({
      code: 'INVALID_EMAIL',
      message: 'Error: Email Address does not exist.',
    });
    expect((await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'termd001@clinic.example' } })).json().code).toBe('INVALID_EMAIL');
    expect((await api(t.app).call(passwordCalls.forgotUsername, { body: { emailAddress: 'mreyes001@clinic.example' } })).json()).toMatchObject({
      code: 'USER_ACCT_NEW',
      message: 'Error: Please access the link in the Registration Email to finish setting up your account or contact your Account Administrator.',
    });
  });
});

describe('per-address limit of the public calls', () => {
  it('answers 429 once PUBLIC_RATE_LIMIT requests from one address are used up', async () => {
    const limited = await createTestApp({ PUBLIC_RATE_LIMIT: 3 });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) {
        codes.push((await api(limited.app).call(passwordCalls.forgotUsername, { body: { emailAddress: `n${i}@x.example` } })).statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /users/updatePwd (change password)', () => {
  const change = async (user: string, body: Record<string, unknown>, token?: string) =>
    api(t.app).call(passwordCalls.updatePassword, { token: token ?? (await t.signIn(user)), body: { username: user, ...body } });

  it('refuses a wrong current password with incorrect_password and changes nothing', async () => {
    const res = await change('provuser1', { password: 'Wrong#Pass1', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'incorrect_password', message: 'Error: Current Password is incorrect' });
    await t.signIn('provuser1');
  });

  it('refuses a new password breaking the rules with INVALID_PW', async () => {
    const res = await change('provuser1', { password: 'Portal#2026', newPassword: 'Provuser1#abc' });
    expect(res.json()).toMatchObject({ code: 'INVALID_PW', message: 'New Password does not meet requirements. Please try again.' });
  });

  it('changes the own password', async () => {
    const res = await change('backfill1', { password: 'Portal#2026', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'success' });
    await t.signIn('backfill1', NEW_PASSWORD);
    const [row] = await t.rows<{ changed: boolean }>(`SELECT password_changed_dt IS NOT NULL AS changed FROM user_info WHERE user_nm = 'backfill1'`);
    expect(row!.changed).toBe(true);
  });

  it("refuses changing someone else's password", async () => {
    const token = await t.signIn('provadmin1');
    const res = await change('provuser1', { password: 'Portal#2026', newPassword: NEW_PASSWORD }, token);
    expect(res.statusCode).toBe(403);
  });

  it('answers 429 after five wrong current passwords in a quarter of an hour', async () => {
    const token = await t.signIn('summitbill2');
    for (let i = 0; i < 5; i++) expect((await change('summitbill2', { password: `Wrong#${i}abcd`, newPassword: NEW_PASSWORD }, token)).statusCode).toBe(400);
    expect((await change('summitbill2', { password: 'Portal#2026', newPassword: NEW_PASSWORD }, token)).statusCode).toBe(429);
  });

  it('is refused while mirroring', async () => {
    const admin = await t.signIn('sysadmin1');
    const mirror = await api(t.app).call(authCalls.mirrorStart, { token: admin, body: { userNm: 'provuser1' } });
    const res = await change('sysadmin1', { password: 'Portal#2026', newPassword: NEW_PASSWORD }, mirror.json().token);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MIRROR_READ_ONLY');
  });
});
