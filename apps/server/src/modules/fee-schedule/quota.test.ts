import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feeScheduleMessages, feeScheduleCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { FEE_SCHEDULE_QUOTA_PER_DAY, FEE_SCHEDULE_QUOTA_PER_HOUR, FEE_SCHEDULE_RETENTION_DAYS, FEE_SCHEDULE_RETENTION_SWEEP_MS } from './service';

/*
 * The fee-schedule request's quota, reuse and retention (docs/decisions/048): a user cannot have
 * hundreds of workbooks produced and stored, not even with requests sent at once; an identical request
 * whose file is not opened yet gets that file; files are deleted after their retention period. Runs on
 * PGlite and, in the CI's second run, on PostgreSQL.
 */
type Rate = { prv_id: number; prv_name: string; rate: string; zip: string };
let t: TestApp;
/** The rate codes a user may ask for (not hospitals), one per location. */
let group1001: Rate[];
let provuser1: Rate[];
beforeAll(async () => {
  t = await createTestApp({ SIGN_IN_RATE_LIMIT: 1000, JOB_POLL_MS: 100 });
  const rates = (tins: string[]) =>
    t.rows<Rate>(
      `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
       WHERE p.prv_tax_id = ANY($1) AND p.prv_provider_type <> 'H' ORDER BY p.prv_tax_id, p.prv_id, r.national_rate_cd`,
      [tins],
    );
  group1001 = await rates(['751234501', '751234502', '751234503', '751234504', '751234505', '751234506']);
  provuser1 = await rates(['751234501', '751234502']);
});
afterAll(() => t.close());

const ask = (token: string, who: string, r: Rate) =>
  api(t.app).call(feeScheduleCalls.addFeeSchedRequest, { params: { userName: who, rateCd: r.rate, prvName: r.prv_name, zip: r.zip, prvId: r.prv_id }, token });
const open = (token: string, who: string, id: number) => api(t.app).call(feeScheduleCalls.returnFileContent, { params: { userName: who, feeSchedRqstId: id }, token });
const idOf = async (user: string) => (await t.rows<{ id: number }>(`SELECT user_info_id AS id FROM user_info WHERE user_nm = $1`, [user]))[0]!.id;
const total = async (table: 'fee_sched_rqst' | 'job') => (await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]!.n;
/** Requests the user made earlier (already opened), `age` ago: what counts against the quota without producing files now. */
async function earlier(user: string, n: number, age: string) {
  await t.rows(
    `INSERT INTO fee_sched_rqst (user_info_id, national_rate_cd, prv_name, zip, prv_id, status, file_name, file_viewed, created_at, completed_at)
     SELECT $1, 'EARLIER', 'Earlier', '00000', 0, 'DONE', 'FeeSchedule_EARLIER.xlsx', true, now() - $3::interval, now() - $3::interval FROM generate_series(1, $2)`,
    [await idOf(user), n, age],
  );
}
const forget = () => t.rows(`DELETE FROM fee_sched_rqst WHERE national_rate_cd = 'EARLIER'`);

describe('the quota of fee-schedule files per user (decision 048)', () => {
  it(`refuses a request past ${FEE_SCHEDULE_QUOTA_PER_HOUR} in an hour with its message, storing nothing; an unopened identical file is still given`, async () => {
    const token = await t.signIn('provuser1');
    const first = await ask(token, 'provuser1', provuser1[0]!);
    expect(first.statusCode).toBe(200);
    await earlier('provuser1', FEE_SCHEDULE_QUOTA_PER_HOUR - 1, '30 minutes');
    try {
      const [rows, jobs] = [await total('fee_sched_rqst'), await total('job')];
      const refused = await ask(token, 'provuser1', provuser1[1]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(feeScheduleMessages.quotaHour(FEE_SCHEDULE_QUOTA_PER_HOUR));
      expect([await total('fee_sched_rqst'), await total('job')]).toEqual([rows, jobs]);
      // The same file again costs nothing: it is the one already asked for.
      const same = await ask(token, 'provuser1', provuser1[0]!);
      expect([same.statusCode, same.json().feeSchedRqstId]).toEqual([200, first.json().feeSchedRqstId]);
      // An hour later the earlier requests no longer count in the hour.
      await t.rows(`UPDATE fee_sched_rqst SET created_at = now() - interval '61 minutes' WHERE national_rate_cd = 'EARLIER'`);
      expect((await ask(token, 'provuser1', provuser1[1]!)).statusCode).toBe(200);
    } finally {
      await forget();
    }
  });

  it(`refuses a request past ${FEE_SCHEDULE_QUOTA_PER_DAY} in a day; requests older than a day do not count`, async () => {
    const token = await t.signIn('provuser1');
    const [today] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM fee_sched_rqst WHERE user_info_id = $1 AND created_at > now() - interval '1 day'`, [await idOf('provuser1')]);
    await earlier('provuser1', FEE_SCHEDULE_QUOTA_PER_DAY - today!.n, '3 hours');
    try {
      const jobs = await total('job');
      const refused = await ask(token, 'provuser1', provuser1[2]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(feeScheduleMessages.quotaDay(FEE_SCHEDULE_QUOTA_PER_DAY));
      expect(await total('job')).toBe(jobs);
      await t.rows(`UPDATE fee_sched_rqst SET created_at = now() - interval '25 hours' WHERE national_rate_cd = 'EARLIER'`);
      expect((await ask(token, 'provuser1', provuser1[2]!)).statusCode).toBe(200);
    } finally {
      await forget();
    }
  });

  it('holds under 30 parallel requests for different files: no more files than the quota leaves', async () => {
    expect(group1001.length).toBeGreaterThan(10);
    const token = await t.signIn('kpatel01');
    const user = await idOf('kpatel01');
    await earlier('kpatel01', FEE_SCHEDULE_QUOTA_PER_HOUR - 2, '10 minutes');
    try {
      const jobs = await total('job');
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => ask(token, 'kpatel01', group1001[i % group1001.length]!)));
      const made = await t.rows<{ id: number }>(`SELECT fee_sched_rqst_id AS id FROM fee_sched_rqst WHERE user_info_id = $1 AND national_rate_cd <> 'EARLIER' ORDER BY 1`, [user]);
      expect(made).toHaveLength(2);
      expect((await total('job')) - jobs).toBe(2);
      expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 429)).toBe(true);
      // An answer 200 is one of the two files (a request for the same location shares it).
      const given = new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().feeSchedRqstId as number));
      expect([...given].sort((a, b) => a - b)).toEqual(made.map((m) => m.id));
      const refused = answers.filter((a) => a.statusCode === 429);
      expect(refused.length).toBeGreaterThan(0);
      expect(new Set(refused.map((a) => a.json().message))).toEqual(new Set([feeScheduleMessages.quotaHour(FEE_SCHEDULE_QUOTA_PER_HOUR)]));
    } finally {
      await forget();
    }
  });
});

describe('an identical request reuses the file not yet opened (decision 048)', () => {
  it('30 identical requests at once make one file; it is given again until opened, then a new one is made', async () => {
    const token = await t.signIn('provadmin1');
    const user = await idOf('provadmin1');
    const rate = group1001[0]!;
    const jobs = await total('job');
    const answers = await Promise.all(Array.from({ length: 30 }, () => ask(token, 'provadmin1', rate)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(200));
    const ids = new Set(answers.map((a) => a.json().feeSchedRqstId as number));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect(await t.rows(`SELECT fee_sched_rqst_id AS id FROM fee_sched_rqst WHERE user_info_id = $1`, [user])).toEqual([{ id }]);
    expect((await total('job')) - jobs).toBe(1);

    // Produced and not opened: still the same file, and no new job.
    await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'provadmin1', feeSchedRqstId: id! }, token });
    expect((await t.rows<{ status: string }>(`SELECT status FROM fee_sched_rqst WHERE fee_sched_rqst_id = $1`, [id]))[0]!.status).toBe('DONE');
    expect((await ask(token, 'provadmin1', rate)).json().feeSchedRqstId).toBe(id);
    expect((await total('job')) - jobs).toBe(1);
    // Another location is another file.
    expect((await ask(token, 'provadmin1', group1001[1]!)).json().feeSchedRqstId).not.toBe(id);

    // Opened, the next request for the location makes a new file.
    expect((await open(token, 'provadmin1', id!)).statusCode).toBe(200);
    const again = (await ask(token, 'provadmin1', rate)).json().feeSchedRqstId as number;
    expect(again).not.toBe(id);
    const audit = await t.rows<{ target: string; detail: { reused?: boolean } }>(
      `SELECT target, detail FROM audit_log WHERE actor_user_nm = 'provadmin1' AND action = 'FEE_SCHEDULE_REQUEST' ORDER BY audit_id`,
    );
    expect(audit.filter((a) => a.target === String(id) && a.detail.reused).length).toBe(30);
  });
});

describe('retention of the files (decision 048)', () => {
  it(`deletes a file ${FEE_SCHEDULE_RETENTION_DAYS} days after it was produced; opening it then answers 410 with its message`, async () => {
    const token = await t.signIn('jwalker01');
    const [rate] = await t.rows<Rate>(
      `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
       WHERE p.prv_tax_id = '751234504' AND p.prv_provider_type <> 'H' ORDER BY p.prv_id, r.national_rate_cd LIMIT 1`,
    );
    const id = (await ask(token, 'jwalker01', rate!)).json().feeSchedRqstId as number;
    await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'jwalker01', feeSchedRqstId: id }, token });
    const kept = await ask(token, 'jwalker01', await otherRate('751234504', rate!.rate));
    await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'jwalker01', feeSchedRqstId: kept.json().feeSchedRqstId }, token });
    const stored = async (rqst: number) =>
      (await t.rows<{ status: string; has_file: boolean }>(`SELECT status, file_content IS NOT NULL AS has_file FROM fee_sched_rqst WHERE fee_sched_rqst_id = $1`, [rqst]))[0];
    expect(await stored(id)).toEqual({ status: 'DONE', has_file: true });

    // Produced a retention period and an hour ago (backdated): no longer listed, and not given.
    await t.rows(
      `UPDATE fee_sched_rqst SET created_at = now() - make_interval(days => $2, hours => 1), completed_at = now() - make_interval(days => $2, hours => 1) WHERE fee_sched_rqst_id = $1`,
      [id, FEE_SCHEDULE_RETENTION_DAYS],
    );
    const listed = (await api(t.app).call(feeScheduleCalls.userFeeSchedRequests, { params: { userName: 'jwalker01' }, token })).json() as { feeSchedRqsts: { feeSchedRqstId: number }[] };
    expect(listed.feeSchedRqsts.map((f) => f.feeSchedRqstId)).toEqual([kept.json().feeSchedRqstId]);
    const gone = await open(token, 'jwalker01', id);
    expect([gone.statusCode, gone.json().message]).toEqual([410, feeScheduleMessages.expired(FEE_SCHEDULE_RETENTION_DAYS)]);

    // The runner's retention sweep deletes its content (the next sweep after the interval), and only its.
    t.app.jobs.clock = () => new Date(Date.now() + FEE_SCHEDULE_RETENTION_SWEEP_MS);
    try {
      await t.app.jobs.flush();
    } finally {
      t.app.jobs.clock = () => new Date();
    }
    expect(await stored(id)).toEqual({ status: 'EXPIRED', has_file: false });
    expect(await stored(kept.json().feeSchedRqstId)).toEqual({ status: 'DONE', has_file: true });
    const after = await open(token, 'jwalker01', id);
    expect([after.statusCode, after.json().code, after.json().message]).toEqual([410, 'FEE_SCHEDULE_EXPIRED', feeScheduleMessages.expired(FEE_SCHEDULE_RETENTION_DAYS)]);
    // Its stream says it cannot be given, at once.
    const stream = await api(t.app).call(feeScheduleCalls.feeScheduleStream, { query: { userName: 'jwalker01', feeSchedRqstId: id }, token });
    expect(stream.body).toContain('event: failure');
    // Asked again, the location gets a new file.
    const fresh = await ask(token, 'jwalker01', rate!);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().feeSchedRqstId).not.toBe(id);
  });
});

/** Another rate code of the TIN than `not`, with its provider. */
async function otherRate(tin: string, not: string): Promise<Rate> {
  const [row] = await t.rows<Rate>(
    `SELECT p.prv_id, p.prv_name, r.national_rate_cd AS rate, r.lctn_zip_cd AS zip FROM provider p JOIN rate_code r USING (prv_id)
     WHERE p.prv_tax_id = $1 AND p.prv_provider_type <> 'H' AND r.national_rate_cd <> $2 ORDER BY p.prv_id, r.national_rate_cd LIMIT 1`,
    [tin, not],
  );
  return row!;
}
