import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from './client';
import { preparedSql } from './prepared';

/**
 * The request path's prepared statements (db/prepared.ts). On PGlite the values travel as quoted
 * literals in `EXECUTE name(…)` sent by the simple protocol, which would run a second statement if a
 * quote escaped: every awkward value must come back as itself and change nothing.
 */
let database: Database;
/** A table of this run's own (the PostgreSQL run shares one server database): a second statement slipped into a value would empty it. */
const table = `prepared_probe_${process.pid}`;
const probe = sql.raw(table);
beforeAll(async () => {
  database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL, 2) : await openPglite(null);
  await database.db.execute(sql`CREATE TABLE ${probe} (n int)`);
  await database.db.execute(sql`INSERT INTO ${probe} VALUES (1)`);
});
afterAll(async () => {
  await database.db.execute(sql`DROP TABLE IF EXISTS ${probe}`);
  await database.close();
});

const echo = preparedSql<{ v: string | null; d: Date | null }>(
  'prepared_echo',
  () => sql`SELECT ${sql.placeholder('v')}::text AS "v", ${sql.placeholder('d')}::timestamptz AS "d", (SELECT count(*)::int FROM ${probe}) AS "n"`,
);

describe('preparedSql', () => {
  it.each([
    ["O'Brien"],
    [`x'); DELETE FROM ${table}; SELECT ('`],
    [`'; DROP TABLE ${table}; --`],
    ['back\\slash \\\' and a "double" quote'],
    ['$1 $$ dollar $$'],
    ['ünïcødé ✓'],
  ])('returns %j as itself and runs nothing else', async (value) => {
    const [row] = await echo(database.db, { v: value, d: null });
    expect(row).toEqual({ v: value, d: null, n: 1 });
    const [again] = await echo(database.db, { v: 'after', d: null });
    expect(again!.n).toBe(1);
  });

  it('refuses a value with a NUL character (PostgreSQL text cannot hold one) and runs nothing of it', async () => {
    await expect(echo(database.db, { v: `a\u0000'); DELETE FROM ${table}; --`, d: null })).rejects.toThrow();
    const [row] = await echo(database.db, { v: 'after', d: null });
    expect(row!.n).toBe(1);
  });

  it('passes null and a date, and the statement is reused across calls', async () => {
    const when = new Date('2026-11-25T08:00:00.000Z');
    const first = await echo(database.db, { v: null, d: when });
    const second = await echo(database.db, { v: 'b', d: when });
    expect(first[0]!.v).toBeNull();
    expect(new Date(String(first[0]!.d)).toISOString()).toBe(when.toISOString());
    expect(second[0]!.v).toBe('b');
  });

  it('inside a transaction runs on the transaction and sees its changes', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ${probe} VALUES (2)`);
      const [row] = await echo(tx, { v: 'in', d: null });
      expect(row!.n).toBe(2);
      tx.rollback();
    }).catch((err: Error) => {
      if (!/rollback/i.test(err.message)) throw err;
    });
    const [row] = await echo(database.db, { v: 'out', d: null });
    expect(row!.n).toBe(1);
  });
});
