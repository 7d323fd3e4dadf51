import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityCalls, authCalls, summaryTexts } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { sendMonthlySummaries } from './summary';

// The monthly summary of each Provider Admin (issue 47 §2): once a month, never twice (on several
// instances too), none lost, no PHI, with an opt-out. A month far ahead, so the portal's own sweep
// (this month's) is not the one counted.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const links = { manageUsers: 'http://portal.test/wcpp/ManageUsers', manageTins: 'http://portal.test/wcpp/ManageTins', profile: 'http://portal.test/wcpp/UserProfile' };
const at = (year: number, month: number, hour = 10) => new Date(year, month - 1, 15, hour);
const mailsOf = (month: string) =>
  t.rows<{ to_addr: string; subject: string; text_body: string }>(`SELECT to_addr, subject, text_body FROM mail_outbox WHERE kind = 'activity-summary' AND subject LIKE $1 ORDER BY mail_id`, [`%${month}`]);
const admins = () => t.rows<{ email: string }>(`SELECT email_addr AS email FROM user_info WHERE type_cd = 'PRAD' AND status_cd = 'ACTIV' AND email_addr IS NOT NULL AND grp_info_id IS NOT NULL`);

describe('the monthly summary', () => {
  it("mails each active Provider Admin once a month: the group's users, idle accounts and waiting requests, no patient information", async () => {
    expect(await sendMonthlySummaries(t.app.db, at(2031, 1, 7), links)).toBe(0); // before the send hour
    let sent = 0;
    for (let n = await sendMonthlySummaries(t.app.db, at(2031, 1), links); n > 0; n = await sendMonthlySummaries(t.app.db, at(2031, 1), links)) sent += n;
    const expected = (await admins()).map((a) => a.email.toLowerCase()).sort();
    expect(sent).toBe(expected.length);
    const mails = await mailsOf('January 2031');
    expect(mails.map((m) => m.to_addr.toLowerCase()).sort()).toEqual(expected);
    expect(await sendMonthlySummaries(t.app.db, at(2031, 1), links)).toBe(0);

    const [provadmin] = await t.rows<{ email: string; grp: number }>(`SELECT email_addr AS email, grp_info_id AS grp FROM user_info WHERE user_nm = 'provadmin1'`);
    const mine = mails.find((m) => m.to_addr.toLowerCase() === provadmin!.email.toLowerCase())!;
    expect(mine.subject).toBe(summaryTexts.subject('January 2031'));
    expect(mine.text_body).toContain(summaryTexts.intro(provadmin!.grp));
    expect(mine.text_body).toMatch(/\(provuser1\), Provider User: (last signed in \d{1,2}\/\d{1,2}\/\d{4}|never signed in); second factor: (yes|no)\./);
    expect(mine.text_body).toContain(summaryTexts.idleTitle(20));
    expect(mine.text_body).toContain(summaryTexts.requestsTitle);
    expect(mine.text_body).toContain(`${summaryTexts.optOut} ${links.profile}`);
    // No PHI: no claimant, no bill, no full TIN.
    const [claimant] = await t.rows<{ last: string }>(`SELECT claimant_last_name AS last FROM claim ORDER BY claim_id LIMIT 1`);
    expect(mine.text_body).not.toContain(claimant!.last);
    expect(mine.text_body).not.toMatch(/\b\d{9}\b/);
    // Not a member of another group.
    const [other] = await t.rows<{ nm: string }>(`SELECT user_nm AS nm FROM user_info WHERE grp_info_id <> $1 AND status_cd = 'ACTIV' LIMIT 1`, [provadmin!.grp]);
    expect(mine.text_body).not.toContain(`(${other!.nm})`);
  });

  it('an admin who opted out is not mailed; the choice is theirs, refused while mirroring', async () => {
    const admin = await t.signIn('provadmin1');
    expect((await api(t.app).call(activityCalls.summaryChoice, { token: admin })).ok()).toEqual({ monthly: true });
    expect((await api(t.app).call(activityCalls.saveSummaryChoice, { token: admin, body: { monthly: false } })).ok()).toEqual({ monthly: false });
    expect((await api(t.app).call(activityCalls.summaryChoice, { token: admin })).ok()).toEqual({ monthly: false });
    while ((await sendMonthlySummaries(t.app.db, at(2031, 2), links)) > 0);
    const [provadmin] = await t.rows<{ email: string }>(`SELECT email_addr AS email FROM user_info WHERE user_nm = 'provadmin1'`);
    const mails = await mailsOf('February 2031');
    expect(mails.length).toBe((await admins()).length - 1);
    expect(mails.map((m) => m.to_addr.toLowerCase())).not.toContain(provadmin!.email.toLowerCase());

    const readonly = await t.signIn('readonly1');
    const mirror = (await api(t.app).call(authCalls.mirrorStart, { token: readonly, body: { userNm: 'provadmin1' } })).ok().token;
    const refused = await api(t.app).call(activityCalls.saveSummaryChoice, { token: mirror, body: { monthly: true } });
    expect(refused.statusCode).toBe(403);
    expect((await api(t.app).call(activityCalls.summaryChoice, { token: admin })).ok()).toEqual({ monthly: false });
    expect((await api(t.app).call(activityCalls.saveSummaryChoice, { token: admin, body: { monthly: true } })).ok()).toEqual({ monthly: true });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))('two instances at once mail each admin once', async () => {
    const other = await t.secondInstance();
    try {
      const passes = async (db: typeof t.app.db) => {
        let n = 0;
        for (let sent = await sendMonthlySummaries(db, at(2031, 3), links); sent > 0; sent = await sendMonthlySummaries(db, at(2031, 3), links)) n += sent;
        return n;
      };
      const [a, b] = await Promise.all([passes(t.app.db), passes(other.app.db)]);
      const mails = await mailsOf('March 2031');
      expect(a + b).toBe(mails.length);
      expect(new Set(mails.map((m) => m.to_addr.toLowerCase())).size).toBe(mails.length);
      expect(mails.length).toBe((await admins()).length);
    } finally {
      await other.close();
    }
  });
});
