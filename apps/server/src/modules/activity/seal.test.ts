import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimCalls } from '@wcpp/contract';
import { api } from '../../test/api';
import { createTestApp, type TestApp } from '../../test/app';
import { therapyCourse } from '../../seed/therapy-course';
import { lastSeal, sealBehind, verifyChain, type Seal } from './seal';

// The activity record kept so that it can't be rewritten (issue 47 §3, decision 090): append-only for
// everyone, sealed in blocks by a chained hash behind the oldest open transaction, and each kind of
// tampering found by the verifier at its first bad position. Runs on PGlite and on PostgreSQL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Rows of the record, written as the portal writes them: a claim page opened (its row names the claim and its TINs). */
async function someActivity(times = 3) {
  const token = await t.signIn('provuser1');
  // Sent at once: the audit writer puts rows that arrive together in one transaction.
  await Promise.all(Array.from({ length: times }, () => api(t.app).call(claimCalls.claimByNumber, { params: { claimNumber: therapyCourse.claimNumber }, token }).then((r) => r.ok())));
}

/** What an attacker with the tables' owner would do: the append-only triggers off, the change, the triggers on. */
async function behindTheTriggers(...statements: string[]) {
  for (const table of ['audit_log', 'audit_record', 'audit_seal']) await t.rows(`ALTER TABLE ${table} DISABLE TRIGGER USER`);
  try {
    for (const statement of statements) await t.rows(statement);
  } finally {
    for (const table of ['audit_log', 'audit_record', 'audit_seal']) await t.rows(`ALTER TABLE ${table} ENABLE TRIGGER USER`);
  }
}

/**
 * Seals until every row written so far is sealed. The horizon is the cluster's oldest open transaction:
 * on a PostgreSQL the other test files share, it can lag a moment behind. The portal's own sweep may
 * seal some blocks too: what this returns is what these calls sealed.
 */
const sealAll = async () => {
  const all: Seal[] = [];
  const [{ newest }] = await t.rows<{ newest: string | null }>(`SELECT max(audit_id)::text AS newest FROM audit_log`);
  for (let tries = 0; tries < 200; tries++) {
    all.push(...(await sealBehind(t.app.db)));
    const [{ sealed }] = await t.rows<{ sealed: boolean }>(`SELECT $1::bigint IS NULL OR EXISTS (SELECT 1 FROM audit_seal WHERE $1::bigint = ANY(row_ids)) AS sealed`, [newest]);
    if (sealed) return all;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`row ${newest} was not sealed`);
};

/** Two sealed rows that differ: a claim page opened (later) and the sign-in before it (earlier). */
async function twoSealedRows() {
  await someActivity();
  await sealAll();
  const [row] = await t.rows<{ later: string; earlier: string }>(
    `SELECT v.id::text AS later, (SELECT max(audit_id)::text FROM audit_log WHERE action = 'SIGN_IN' AND audit_id < v.id) AS earlier
     FROM (SELECT max(audit_id) AS id FROM audit_log WHERE action = 'CLAIM_VIEW') v`,
  );
  return { later: Number(row!.later), earlier: Number(row!.earlier) };
}

describe('append-only, for everyone', () => {
  it.each(['audit_log', 'audit_record', 'audit_seal'])('%s refuses UPDATE, DELETE and TRUNCATE, even to the superuser', async (table) => {
    await someActivity(1);
    await sealAll();
    const column = table === 'audit_log' ? 'action' : table === 'audit_record' ? 'ref' : 'row_count';
    const [before] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(before!.n).toBeGreaterThan(0);
    await expect(t.rows(`UPDATE ${table} SET ${column} = ${column}`)).rejects.toThrow(`the activity record is append-only: UPDATE on ${table} is refused`);
    await expect(t.rows(`DELETE FROM ${table}`)).rejects.toThrow(`the activity record is append-only: DELETE on ${table} is refused`);
    await expect(t.rows(`TRUNCATE ${table}`)).rejects.toThrow(`the activity record is append-only: TRUNCATE on ${table} is refused`);
    const [after] = await t.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    expect(after!.n).toBe(before!.n);
  });
});

describe('the seals', () => {
  it('cover every committed row once, in blocks that follow one another; a second pass has nothing to do', async () => {
    await someActivity();
    await sealAll();
    expect(await sealBehind(t.app.db)).toEqual([]);
    const [counts] = await t.rows<{ rows: number; sealed: number; blocks: number; max: number }>(
      `SELECT (SELECT count(*)::int FROM audit_log) AS rows, (SELECT sum(row_count)::int FROM audit_seal) AS sealed,
              (SELECT count(*)::int FROM audit_seal) AS blocks, (SELECT max(block_no)::int FROM audit_seal) AS max`,
    );
    expect(counts!.sealed).toBe(counts!.rows);
    expect(counts!.max).toBe(counts!.blocks);
    const report = await verifyChain(t.app.db);
    expect(report.findings).toEqual([]);
    expect(report.sealedRows).toBe(counts!.rows);
    expect(report.unsealedRows).toBe(0);
  });

  it('a row written after the last seal is counted unsealed, then sealed by the next pass', async () => {
    await sealAll();
    await someActivity(1);
    const before = await verifyChain(t.app.db);
    expect(before.unsealedRows).toBeGreaterThan(0);
    expect(before.findings).toEqual([]);
    await sealAll();
    expect((await verifyChain(t.app.db)).unsealedRows).toBe(0);
  });

  it('a published hash that differs from the database names its block', async () => {
    await someActivity(1);
    await sealAll();
    const seal = (await lastSeal(t.app.db))!;
    const published = new Map([[seal.blockNo, seal.hash.toString('hex')]]);
    expect((await verifyChain(t.app.db, published)).findings).toEqual([]);
    const report = await verifyChain(t.app.db, new Map([[seal.blockNo, '00'.repeat(32)]]));
    expect(report.findings).toEqual([{ kind: 'chain', blockNo: seal.blockNo, auditId: null, message: `Block ${seal.blockNo}'s hash is not the one published when it was sealed.` }]);
  });
});

describe('tampering is found at its first bad position', () => {
  beforeEach(async () => {
    expect((await verifyChain(t.app.db)).findings).toEqual([]);
  });

  it('a changed row', async () => {
    const { earlier } = await twoSealedRows();
    const [row] = await t.rows<{ target: string }>(`SELECT target FROM audit_log WHERE audit_id = $1`, [earlier]);
    await behindTheTriggers(`UPDATE audit_log SET target = 'someone else' WHERE audit_id = ${earlier}`);
    const report = await verifyChain(t.app.db);
    expect(report.findings.map((f) => [f.kind, f.auditId])).toEqual([['changed', earlier]]);
    expect(report.first.changed?.message).toMatch(new RegExp(`^Row ${earlier} of block \\d+ was changed after it was sealed\\.$`));
    await behindTheTriggers(`UPDATE audit_log SET target = '${row!.target}' WHERE audit_id = ${earlier}`);
  });

  it("a changed record of a row (the claim it named)", async () => {
    const { later } = await twoSealedRows();
    await behindTheTriggers(`UPDATE audit_record SET ref = 'X' || ref WHERE audit_id = ${later} AND kind = 'claim'`);
    expect((await verifyChain(t.app.db)).findings.map((f) => [f.kind, f.auditId])).toEqual([['changed', later]]);
    await behindTheTriggers(`UPDATE audit_record SET ref = substr(ref, 2) WHERE audit_id = ${later} AND kind = 'claim'`);
  });

  it('a deleted row', async () => {
    const { earlier, later } = await twoSealedRows();
    await t.rows(`CREATE TEMP TABLE kept AS SELECT * FROM audit_log WHERE audit_id IN (${earlier}, ${later})`);
    await behindTheTriggers(`DELETE FROM audit_log WHERE audit_id IN (${earlier}, ${later})`);
    const report = await verifyChain(t.app.db);
    expect(report.findings.map((f) => [f.kind, f.auditId])).toEqual([
      ['deleted', earlier],
      ['deleted', later],
    ]);
    expect(report.first.deleted?.auditId).toBe(earlier);
    await behindTheTriggers(`INSERT INTO audit_log SELECT * FROM kept`, 'DROP TABLE kept');
  });

  it('rows out of order: two rows that swapped places, a row moved to a new id', async () => {
    const { earlier, later } = await twoSealedRows();
    await behindTheTriggers(
      `UPDATE audit_log SET audit_id = -1 WHERE audit_id = ${earlier}`,
      `UPDATE audit_log SET audit_id = ${earlier} WHERE audit_id = ${later}`,
      `UPDATE audit_log SET audit_id = ${later} WHERE audit_id = -1`,
      `UPDATE audit_record SET audit_id = -1 WHERE audit_id = ${earlier}`,
      `UPDATE audit_record SET audit_id = ${earlier} WHERE audit_id = ${later}`,
      `UPDATE audit_record SET audit_id = ${later} WHERE audit_id = -1`,
    );
    const swapped = await verifyChain(t.app.db);
    expect(new Set(swapped.findings.map((f) => f.kind))).toEqual(new Set(['outOfOrder']));
    expect(swapped.findings.map((f) => f.auditId).sort()).toEqual(expect.arrayContaining([earlier, later]));
    expect(swapped.first.outOfOrder?.auditId).toBe(earlier);
    // Swapped back.
    await behindTheTriggers(
      `UPDATE audit_log SET audit_id = -1 WHERE audit_id = ${earlier}`,
      `UPDATE audit_log SET audit_id = ${earlier} WHERE audit_id = ${later}`,
      `UPDATE audit_log SET audit_id = ${later} WHERE audit_id = -1`,
      `UPDATE audit_record SET audit_id = -1 WHERE audit_id = ${earlier}`,
      `UPDATE audit_record SET audit_id = ${earlier} WHERE audit_id = ${later}`,
      `UPDATE audit_record SET audit_id = ${later} WHERE audit_id = -1`,
    );
    expect((await verifyChain(t.app.db)).findings).toEqual([]);

    // A row deleted and written again under a new id, as it was: found where it went, and where it was.
    const moved = later + 1_000_000;
    await behindTheTriggers(`UPDATE audit_log SET audit_id = ${moved} WHERE audit_id = ${later}`, `UPDATE audit_record SET audit_id = ${moved} WHERE audit_id = ${later}`);
    const report = await verifyChain(t.app.db);
    expect(report.findings.map((f) => [f.kind, f.auditId])).toEqual([
      ['deleted', later],
      ['outOfOrder', moved],
    ]);
    expect(report.first.outOfOrder?.message).toMatch(new RegExp(`^Row ${moved} of block \\d+ holds what row ${later} held when sealed\\.$`));
    await behindTheTriggers(`UPDATE audit_log SET audit_id = ${later} WHERE audit_id = ${moved}`, `UPDATE audit_record SET audit_id = ${later} WHERE audit_id = ${moved}`);
  });

  it('a row added inside a sealed block', async () => {
    const { later } = await twoSealedRows();
    const added = later + 2_000_000;
    await behindTheTriggers(
      `INSERT INTO audit_log (audit_id, action, target, xact_id) SELECT ${added}, 'SIGN_IN', 'intruder', xact_id FROM audit_log WHERE audit_id = ${later}`,
    );
    const report = await verifyChain(t.app.db);
    expect(report.findings.map((f) => [f.kind, f.auditId])).toEqual([['added', added]]);
    await behindTheTriggers(`DELETE FROM audit_log WHERE audit_id = ${added}`);
  });

  it('a seal changed or removed', async () => {
    const { earlier } = await twoSealedRows();
    await someActivity(1);
    await sealAll();
    const [seal] = await t.rows<{ block: number; last: number }>(
      `SELECT block_no::int AS block, (SELECT max(block_no)::int FROM audit_seal) AS last FROM audit_seal WHERE ${earlier} = ANY(row_ids)`,
    );
    const block = seal!.block;
    await t.rows(`CREATE TEMP TABLE kept_seal AS SELECT * FROM audit_seal WHERE block_no = ${block}`);

    // Its hash changed: this block's rows no longer give it, and the next block no longer follows.
    await behindTheTriggers(`UPDATE audit_seal SET hash = sha256(hash) WHERE block_no = ${block}`);
    const changed = await verifyChain(t.app.db);
    expect(changed.first.chain?.blockNo).toBe(block);
    expect(changed.findings.every((f) => f.kind === 'chain')).toBe(true);

    // Removed: the chain says which block is missing (if one came after it).
    await behindTheTriggers(`DELETE FROM audit_seal WHERE block_no = ${block}`);
    const removed = await verifyChain(t.app.db);
    expect(removed.findings.length).toBeGreaterThan(0);
    if (block < seal!.last) expect(removed.first.chain?.message).toBe(`Block ${block} is missing: block ${block + 1} follows block ${block - 1}.`);
    await behindTheTriggers(`INSERT INTO audit_seal SELECT * FROM kept_seal`);
    expect((await verifyChain(t.app.db)).findings).toEqual([]);

    await behindTheTriggers('DROP TABLE kept_seal');
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('on PostgreSQL, with transactions in parallel', () => {
  it('a transaction still open when a block is sealed is sealed in a later block, once; rows after it wait for it', async () => {
    const newestId = async () => Number((await t.rows<{ id: string }>(`SELECT max(audit_id)::text AS id FROM audit_log`))[0]!.id);
    const blockOf = async (id: number) => (await t.rows<{ block: number }>(`SELECT block_no::int AS block FROM audit_seal WHERE ${id}::bigint = ANY(row_ids)`)).map((r) => r.block);
    await someActivity(1);
    const before = await newestId();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const open = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO audit_log (action, target) VALUES ('SIGN_OUT', 'slow-transaction')`);
      written();
      await held;
    });
    await wrote;
    await someActivity(1);
    const after = await newestId();
    // What committed before the open transaction began is sealed; what came after it waits.
    for (let tries = 0; tries < 200 && (await blockOf(before)).length === 0; tries++) {
      await sealBehind(t.app.db);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await blockOf(before)).toHaveLength(1);
    await sealBehind(t.app.db);
    expect(await blockOf(after)).toEqual([]);
    release();
    await open;
    await sealAll();
    const [slow] = await t.rows<{ id: string }>(`SELECT audit_id::text AS id FROM audit_log WHERE target = 'slow-transaction'`);
    const slowBlock = await blockOf(Number(slow!.id));
    expect(slowBlock).toHaveLength(1);
    expect(await blockOf(after)).toHaveLength(1);
    expect(slowBlock[0]!).toBeGreaterThan((await blockOf(before))[0]!);
    const report = await verifyChain(t.app.db);
    expect(report.findings).toEqual([]);
  });

  it('sealers on several instances at once leave one chain: every block once, every row once', async () => {
    const other = await t.secondInstance();
    try {
      await Promise.all([someActivity(5), someActivity(5)]);
      const results = await Promise.all([sealBehind(t.app.db), sealBehind(other.app.db), sealBehind(t.app.db), sealBehind(other.app.db)]);
      const blocks = results.flat().map((s) => s.blockNo);
      expect(new Set(blocks).size).toBe(blocks.length);
      await sealAll();
      const report = await verifyChain(t.app.db);
      expect(report.findings).toEqual([]);
      const [counts] = await t.rows<{ rows: number; sealed: number; distinct: number }>(
        `SELECT (SELECT count(*)::int FROM audit_log) AS rows, (SELECT sum(row_count)::int FROM audit_seal) AS sealed,
                (SELECT count(DISTINCT id)::int FROM audit_seal, unnest(row_ids) AS id) AS distinct`,
      );
      expect(counts!.sealed).toBe(counts!.rows);
      expect(counts!.distinct).toBe(counts!.rows);
    } finally {
      await other.close();
    }
  });
});
