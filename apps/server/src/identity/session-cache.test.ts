import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authCalls, tinCalls, userCalls } from '@wcpp/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import { api } from '../test/api';
import { createTestApp, sessionIdOf, type TestApp } from '../test/app';
import { sessionSql } from './sessions';

/**
 * The instance's session checks (docs/decisions/057): reused for a few seconds, forgotten at every
 * change the database announces and at every change made by a call of the instance itself. To see
 * the reuse, the announcement of session rows is switched off for a moment: a session ended behind
 * the portal's back without it is still answered, which is exactly what the announcement prevents.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JWT_SECRET: 'one secret for both instances of this test 0123456789' });
});
afterAll(() => t.close());

const call = (token: string, app = t.app) => api(app).call(userCalls.userByName, { params: { name: 'provuser1' }, token });
const endBehindTheBack = (token: string) => t.rows(`update user_session set ended_at = now(), ended_reason = 'ADMIN' where session_id = $1`, [sessionIdOf(token)]);

async function withoutAnnouncements(run: () => Promise<void>) {
  await t.rows('alter table user_session disable trigger user_session_identity');
  try {
    await run();
  } finally {
    await t.rows('alter table user_session enable trigger user_session_identity');
  }
}

describe('session checks of an instance', () => {
  it('are reused: a session ended without an announcement is still answered, and ended by one', async () => {
    const token = await t.signIn('provuser1');
    expect(t.app.sessionCache.listening).toBe(true);
    expect((await call(token)).statusCode).toBe(200);
    await withoutAnnouncements(async () => {
      await endBehindTheBack(token);
      expect((await call(token)).statusCode).toBe(200); // the check of a moment ago
    });
    // The same change, announced this time.
    await t.rows(`update user_session set ended_reason = 'ADMIN', ended_at = null where session_id = $1`, [sessionIdOf(token)]);
    await endBehindTheBack(token);
    expect((await call(token)).statusCode).toBe(401);
  });

  it('are announced for every table the session statement reads', async () => {
    // The tables in the plan of the session statement (with the TIN scope: its larger form) are exactly
    // those with the trigger of migration 0005: a table added to the statement needs the trigger too.
    const { sql: text, params } = new PgDialect().sqlToQuery(sessionSql(true));
    // The session id (the one placeholder) and the statement's own values, as literals.
    const literal = (value: unknown) => (typeof value === 'string' ? `'${value.replace(/'/g, "''")}'` : typeof value === 'object' ? "'00000000-0000-4000-8000-000000000000'" : String(value));
    const [{ 'QUERY PLAN': plan }] = await t.rows<{ 'QUERY PLAN': unknown }>(`explain (format json) ${text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]))}`);
    const read = new Set<string>();
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (!node || typeof node !== 'object') return;
      const relation = (node as Record<string, unknown>)['Relation Name'];
      if (typeof relation === 'string') read.add(relation);
      Object.values(node).forEach(walk);
    };
    walk(plan);
    const announced = await t.rows<{ table: string }>(
      `select distinct c.relname as "table" from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_proc p on p.oid = g.tgfoid
        where p.proname = 'wcpp_identity_changed' and not g.tgisinternal`,
    );
    expect([...read].sort()).toEqual(announced.map((row) => row.table).sort());
  });

  it('are forgotten by a change a call of the instance makes, before it answers', async () => {
    const token = await t.signIn('provuser1');
    expect((await call(token)).statusCode).toBe(200);
    await withoutAnnouncements(async () => {
      expect((await api(t.app).call(authCalls.signOut, { token })).statusCode).toBe(204);
      expect((await call(token)).statusCode).toBe(401);
    });
  });

  it('are forgotten when an account changes, its TINs change or an administrator ends its sessions', async () => {
    const token = await t.signIn('provuser1');
    expect((await call(token)).statusCode).toBe(200);
    await t.rows(`update user_info set status_cd = 'INACT' where user_nm = 'provuser1'`);
    try {
      expect((await call(token)).statusCode).toBe(401);
    } finally {
      await t.rows(`update user_info set status_cd = 'ACTIV' where user_nm = 'provuser1'`);
    }
    // The TIN scope read with the session follows a TIN taken away at once.
    const scoped = await t.signIn('provuser1');
    const tins = async () => (await api(t.app).call(tinCalls.userFtins, { params: { userName: 'provuser1' }, token: scoped })).json() as { ftin: string }[];
    const before = await tins();
    expect(before.length).toBeGreaterThan(0);
    const [{ ftin }] = before as [{ ftin: string }];
    await t.rows(`update user_ftin set active_flag = false where ftin = $1 and user_info_id = (select user_info_id from user_info where user_nm = 'provuser1')`, [ftin]);
    try {
      expect((await tins()).map((row) => row.ftin)).not.toContain(ftin);
    } finally {
      await t.rows(`update user_ftin set active_flag = true where ftin = $1 and user_info_id = (select user_info_id from user_info where user_nm = 'provuser1')`, [ftin]);
    }
  });

  it('of another instance on the same database are forgotten by the announcement of a sign-out here', async () => {
    const second = await t.secondInstance({ JWT_SECRET: 'one secret for both instances of this test 0123456789' });
    try {
      const token = await t.signIn('provuser1');
      expect((await call(token, second.app)).statusCode).toBe(200);
      expect((await api(t.app).call(authCalls.signOut, { token })).statusCode).toBe(204);
      await second.app.sessionCache.settled();
      expect((await call(token, second.app)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it.runIf(onPostgres())('are not reused while the instance does not hear the announcements, and are again once it listens', async () => {
    const token = await t.signIn('provuser1');
    expect((await call(token)).statusCode).toBe(200);
    await t.rows(`select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN "wcpp_identity"' and datname = current_database()`);
    await expect.poll(() => t.app.sessionCache.listening).toBe(false);
    await withoutAnnouncements(async () => {
      await endBehindTheBack(token);
      expect((await call(token)).statusCode).toBe(401); // read again: nothing is reused unheard
    });
    await expect.poll(() => t.app.sessionCache.listening, { timeout: 10_000 }).toBe(true);
    const again = await t.signIn('provuser1');
    expect((await call(again)).statusCode).toBe(200);
    await t.rows(`update user_session set ended_at = now(), ended_reason = 'ADMIN' where session_id = $1`, [sessionIdOf(again)]);
    expect((await call(again)).statusCode).toBe(401);
  });
});

function onPostgres() {
  return Boolean(process.env.DATABASE_URL);
}
