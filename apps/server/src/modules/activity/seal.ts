import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The activity record, sealed in blocks by a chained hash (issue 47 §3, decision 090).
 *
 * A block is every row of the transactions whose ids lie in [xact_from, xact_to), in audit id order.
 * Blocks are cut by transaction, not by audit id: ids are drawn before their rows commit, so a row with
 * a smaller id may commit after one with a larger, and a batch the database refused leaves a gap. A
 * block is sealed only behind the oldest transaction still open (pg_snapshot_xmin), so every row it
 * covers has committed or never will. Nothing on the request path waits for a seal or takes a lock for
 * it: the sealer reads, hashes and inserts one row; two sealers at once both try block n + 1 and one
 * insert wins (its primary key), the other finds nothing to do.
 *
 * A row's digest is the SHA-256 of its content (all columns but its id, with its records); the block's
 * hash is SHA-256(previous hash ‖ block number ‖ transaction range ‖ each row's id and digest). The
 * seal keeps the ids and the first 8 bytes of each digest, so that the verifier names the first row
 * that changed, went, came or moved, not only the block.
 */

/** Rows of one block at most (a block always holds its transactions whole, so one may hold more). */
export const SEAL_BLOCK_ROWS = 2000;
/** Blocks one pass seals at most; the next pass goes on. */
export const SEAL_BLOCKS_A_PASS = 50;
/** The first block's previous hash. */
export const GENESIS_HASH = Buffer.alloc(32);
/** The bytes of each row's digest kept in its seal. */
const DIGEST_BYTES = 8;

export interface Seal {
  blockNo: number;
  xactFrom: string;
  xactTo: string;
  rowCount: number;
  firstId: number | null;
  lastId: number | null;
  /** Hex. */
  hash: string;
}

interface AuditRowText {
  id: string;
  xact: string;
  at_us: string;
  actor_user_nm: string | null;
  as_user_nm: string | null;
  action: string;
  target: string | null;
  detail: string | null;
  ip: string | null;
  grp_info_id: number | null;
  user_agent: string | null;
  records: string | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** The block's rows as the seal hashes them: columns as text, so PGlite and PostgreSQL give the same bytes. */
async function blockRows(db: Db, xactFrom: string, xactTo: string): Promise<AuditRowText[]> {
  return rowsOf<AuditRowText>(
    await db.execute(sql`
      SELECT a.audit_id::text AS id, a.xact_id::text AS xact, (extract(epoch FROM a.at) * 1000000)::bigint::text AS at_us,
        a.actor_user_nm, a.as_user_nm, a.action, a.target, a.detail::text AS detail, a.ip, a.grp_info_id, a.user_agent,
        (SELECT string_agg(r.kind || ':' || r.ref, ',' ORDER BY r.kind, r.ref) FROM audit_record r WHERE r.audit_id = a.audit_id AND r.at = a.at) AS records
      FROM audit_log a
      WHERE a.xact_id >= ${xactFrom}::xid8 AND a.xact_id < ${xactTo}::xid8
      ORDER BY a.audit_id`),
  );
}

/** A row's digest: its content without its id (a row moved to another id keeps its digest). */
export function rowDigest(row: AuditRowText): Buffer {
  const content = [row.xact, row.at_us, row.actor_user_nm, row.as_user_nm, row.action, row.target, row.detail, row.ip, row.grp_info_id, row.user_agent, row.records];
  return createHash('sha256').update(JSON.stringify(content)).digest();
}

const u64 = (n: number | string) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
};

/** The block's hash, from its previous hash, number, range and its rows' ids and (full) digests. */
export function blockHash(prevHash: Buffer, blockNo: number, xactFrom: string, xactTo: string, rows: { id: string | number; digest: Buffer }[]): Buffer {
  const hash = createHash('sha256').update(prevHash).update(u64(blockNo)).update(u64(xactFrom)).update(u64(xactTo));
  for (const row of rows) hash.update(u64(row.id)).update(row.digest);
  return hash.digest();
}

interface LastSeal {
  block_no: string;
  xact_to: string;
  hash: Buffer | Uint8Array;
}

/** The newest seal, or null before the first. */
export async function lastSeal(db: Db): Promise<{ blockNo: number; xactTo: string; hash: Buffer } | null> {
  const [row] = rowsOf<LastSeal>(await db.execute(sql`SELECT block_no::text, xact_to::text, hash FROM audit_seal ORDER BY audit_seal.block_no DESC LIMIT 1`));
  return row ? { blockNo: Number(row.block_no), xactTo: row.xact_to, hash: Buffer.from(row.hash) } : null;
}

/**
 * Where the next block ends: before the transaction of its (SEAL_BLOCK_ROWS + 1)th row, or at the
 * horizon (the oldest transaction still open); a transaction is never cut. Null when no row waits.
 */
async function blockEnd(db: Db, xactFrom: string): Promise<string | null> {
  const [row] = rowsOf<{ horizon: string; first: string | null; cut: string | null }>(
    await db.execute(sql`
      WITH h AS (SELECT pg_snapshot_xmin(pg_current_snapshot()) AS horizon)
      SELECT h.horizon::text AS horizon,
        (SELECT min(xact_id)::text FROM audit_log, h WHERE xact_id >= ${xactFrom}::xid8 AND xact_id < h.horizon) AS first,
        (SELECT xact_id::text FROM audit_log, h WHERE xact_id >= ${xactFrom}::xid8 AND xact_id < h.horizon ORDER BY xact_id OFFSET ${SEAL_BLOCK_ROWS} LIMIT 1) AS cut
      FROM h`),
  );
  if (!row?.first) return null;
  if (row.cut === null) return row.horizon;
  // A first transaction larger than a block is sealed whole.
  return row.cut === row.first ? (BigInt(row.first) + 1n).toString() : row.cut;
}

/** Seals the next block, if any row waits behind the horizon. Null when there was nothing to seal, or another sealer took the block. */
export async function sealNextBlock(db: Db): Promise<Seal | null> {
  const last = await lastSeal(db);
  const blockNo = (last?.blockNo ?? 0) + 1;
  const xactFrom = last?.xactTo ?? '0';
  const prevHash = last?.hash ?? GENESIS_HASH;
  const xactTo = await blockEnd(db, xactFrom);
  if (xactTo === null) return null;
  const rows = (await blockRows(db, xactFrom, xactTo)).map((row) => ({ id: row.id, digest: rowDigest(row) }));
  const hash = blockHash(prevHash, blockNo, xactFrom, xactTo, rows);
  const ids = rows.map((r) => Number(r.id));
  const digests = Buffer.concat(rows.map((r) => r.digest.subarray(0, DIGEST_BYTES)));
  const inserted = rowsOf<{ block_no: string }>(
    await db.execute(sql`
      INSERT INTO audit_seal (block_no, xact_from, xact_to, row_count, row_ids, row_digests, prev_hash, hash)
      VALUES (${blockNo}, ${xactFrom}::xid8, ${xactTo}::xid8, ${rows.length}, ${`{${ids.join(',')}}`}::bigint[], ${digests}, ${prevHash}, ${hash})
      ON CONFLICT (block_no) DO NOTHING
      RETURNING block_no::text`),
  );
  if (inserted.length === 0) return null;
  return { blockNo, xactFrom, xactTo, rowCount: rows.length, firstId: ids[0] ?? null, lastId: ids.at(-1) ?? null, hash: hash.toString('hex') };
}

/**
 * Seals what is committed behind the horizon, block after block (at most SEAL_BLOCKS_A_PASS), and hands
 * each new seal to `publish` (the log, the operator's file: decision 090). Safe on several instances.
 */
export async function sealBehind(db: Db, publish: (seal: Seal) => void | Promise<void> = () => {}): Promise<Seal[]> {
  const sealed: Seal[] = [];
  while (sealed.length < SEAL_BLOCKS_A_PASS) {
    const seal = await sealNextBlock(db);
    if (!seal) break;
    sealed.push(seal);
    await publish(seal);
  }
  return sealed;
}

export type TamperKind = 'changed' | 'deleted' | 'added' | 'outOfOrder' | 'chain';

export interface Finding {
  kind: TamperKind;
  blockNo: number;
  /** The row's audit id (none for a finding about the seal itself). */
  auditId: number | null;
  message: string;
}

export interface Verification {
  blocks: number;
  sealedRows: number;
  /** Sealed rows gone with a month retired by retention (audit_retention, decision 093): not findings. */
  retiredRows: number;
  /** The months retired, oldest first ('YYYY-MM'). */
  retiredMonths: string[];
  /** Rows not sealed yet: newer than the last seal. */
  unsealedRows: number;
  findings: Finding[];
  /** The first finding of each kind, in the record's order. */
  first: Partial<Record<TamperKind, Finding>>;
}

interface SealRow {
  block_no: string;
  xact_from: string;
  xact_to: string;
  row_ids: (string | number)[] | string;
  row_digests: Buffer | Uint8Array;
  prev_hash: Buffer | Uint8Array;
  hash: Buffer | Uint8Array;
}

/** PGlite gives a bigint[] as an array, node-postgres as one too (or its text form, '{1,2}'). */
const idsOf = (value: SealRow['row_ids']): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);

const rowExists = async (db: Db, id: number) => rowsOf(await db.execute(sql`SELECT 1 FROM audit_log WHERE audit_id = ${id}`)).length > 0;

/** The block whose seal holds this row id, if any (a scan of the seals: only for a row found out of place). */
const blockSealing = async (db: Db, id: number): Promise<number | null> => {
  const [row] = rowsOf<{ block_no: string }>(await db.execute(sql`SELECT block_no::text FROM audit_seal WHERE ${id}::bigint = ANY(row_ids) LIMIT 1`));
  return row ? Number(row.block_no) : null;
};

/** What the retired months took from the blocks (decision 093): blocks taken whole, and rows taken from shared ones. */
interface Retired {
  months: string[];
  whole: (blockNo: number) => boolean;
  rows: Map<number, Set<number>>;
}

async function retiredOf(db: Db, found: (kind: TamperKind, blockNo: number, auditId: number | null, message: string) => void): Promise<Retired> {
  const rows = rowsOf<{ month: string; retired_month: string; keep_months: number; whole_blocks: [number, number][]; partial_blocks: Record<string, number[]> }>(
    await db.execute(sql`SELECT month, to_char(retired_at AT TIME ZONE 'UTC', 'YYYY-MM') AS retired_month, keep_months, whole_blocks, partial_blocks FROM audit_retention ORDER BY month`),
  );
  const ranges: [number, number][] = [];
  const taken = new Map<number, Set<number>>();
  for (const r of rows) {
    // A month retired before its time is a deletion dressed as retention: kept at least as long as the setting of the day.
    const [y, m] = r.retired_month.split('-').map(Number) as [number, number];
    const firstKept = new Date(Date.UTC(y, m - 1 - r.keep_months, 1)).toISOString().slice(0, 7);
    if (r.month >= firstKept) found('chain', 0, null, `Month ${r.month} was retired in ${r.retired_month}, before its ${r.keep_months} months were up.`);
    ranges.push(...r.whole_blocks);
    for (const [block, ids] of Object.entries(r.partial_blocks)) {
      const set = taken.get(Number(block)) ?? new Set<number>();
      for (const id of ids) set.add(id);
      taken.set(Number(block), set);
    }
  }
  return { months: rows.map((r) => r.month), whole: (b) => ranges.some(([from, to]) => b >= from && b <= to), rows: taken };
}

/**
 * Checks the whole chain against the rows: each seal follows the one before and matches its own
 * content, and each block's rows are the sealed ones, unchanged and in place. `published` are the
 * seal hashes kept outside the database (block number → hex): a database rewritten together with its
 * chain differs from them. Reads one block at a time.
 */
export async function verifyChain(db: Db, published: ReadonlyMap<number, string> = new Map()): Promise<Verification> {
  const findings: Finding[] = [];
  const found = (kind: TamperKind, blockNo: number, auditId: number | null, message: string) => findings.push({ kind, blockNo, auditId, message });
  let prev: { blockNo: number; xactTo: string; hash: Buffer } = { blockNo: 0, xactTo: '0', hash: GENESIS_HASH };
  let blocks = 0;
  let sealedRows = 0;
  let retiredRows = 0;
  const retired = await retiredOf(db, found);
  for (;;) {
    const [seal] = rowsOf<SealRow>(
      await db.execute(sql`
        SELECT block_no::text, xact_from::text, xact_to::text, row_ids, row_digests, prev_hash, hash
        FROM audit_seal WHERE audit_seal.block_no > ${prev.blockNo} ORDER BY audit_seal.block_no LIMIT 1`),
    );
    if (!seal) break;
    blocks++;
    const blockNo = Number(seal.block_no);
    const prevHash = Buffer.from(seal.prev_hash);
    const hash = Buffer.from(seal.hash);
    const ids = idsOf(seal.row_ids);
    const kept = Buffer.from(seal.row_digests);
    sealedRows += ids.length;
    if (blockNo !== prev.blockNo + 1) found('chain', blockNo, null, `Block ${prev.blockNo + 1} is missing: block ${blockNo} follows block ${prev.blockNo}.`);
    if (!prevHash.equals(prev.hash) || seal.xact_from !== prev.xactTo) found('chain', blockNo, null, `Block ${blockNo} does not follow block ${prev.blockNo}.`);
    const publishedHash = published.get(blockNo);
    if (publishedHash !== undefined && publishedHash !== hash.toString('hex')) found('chain', blockNo, null, `Block ${blockNo}'s hash is not the one published when it was sealed.`);

    const rows = (await blockRows(db, seal.xact_from, seal.xact_to)).map((row) => ({ id: Number(row.id), digest: rowDigest(row) }));
    // A block retired whole has no rows left to hash: its seal still links the chain (and was published).
    if (rows.length === 0 && retired.whole(blockNo)) {
      retiredRows += ids.length;
      prev = { blockNo, xactTo: seal.xact_to, hash };
      continue;
    }
    const taken = retired.rows.get(blockNo);
    if (!blockHash(prevHash, blockNo, seal.xact_from, seal.xact_to, rows).equals(hash)) {
      const keptAt = new Map(ids.map((id, i) => [id, kept.subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES)]));
      const keptDigests = new Map(ids.map((id, i) => [kept.subarray(i * DIGEST_BYTES, (i + 1) * DIGEST_BYTES).toString('hex'), id]));
      const actual = new Map(rows.map((r) => [r.id, r.digest.subarray(0, DIGEST_BYTES)]));
      const located = findings.length;
      for (const id of [...new Set([...ids, ...rows.map((r) => r.id)])].sort((a, b) => a - b)) {
        const was = keptAt.get(id);
        const is = actual.get(id);
        const movedFrom = is ? keptDigests.get(is.toString('hex')) : undefined;
        if (was && !is && taken?.has(id)) {
          retiredRows++;
        } else if (was && !is) {
          // Gone from its block: deleted, or still there with another transaction (moved to another block).
          if (await rowExists(db, id)) found('outOfOrder', blockNo, id, `Row ${id} of block ${blockNo} is no longer in it: its transaction was changed.`);
          else found('deleted', blockNo, id, `Row ${id} of block ${blockNo} was deleted.`);
        } else if (!was && is) {
          const sealedIn = await blockSealing(db, id);
          if (sealedIn !== null) found('outOfOrder', blockNo, id, `Row ${id}, sealed in block ${sealedIn}, is now in block ${blockNo}.`);
          else if (movedFrom !== undefined) found('outOfOrder', blockNo, id, `Row ${id} of block ${blockNo} holds what row ${movedFrom} held when sealed.`);
          else found('added', blockNo, id, `Row ${id} was added to block ${blockNo} after it was sealed.`);
        } else if (was && is && !was.equals(is)) {
          if (movedFrom !== undefined && movedFrom !== id) found('outOfOrder', blockNo, id, `Row ${id} of block ${blockNo} holds what row ${movedFrom} held when sealed.`);
          else found('changed', blockNo, id, `Row ${id} of block ${blockNo} was changed after it was sealed.`);
        }
      }
      // Every row in place and as kept, yet the hash differs: the seal itself was changed. (A block that
      // shared rows with a retired month cannot be hashed again: its rows left are checked one by one.)
      if (findings.length === located && !taken) found('chain', blockNo, null, `Block ${blockNo}'s seal was changed.`);
    }
    prev = { blockNo, xactTo: seal.xact_to, hash };
  }
  const [unsealed] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM audit_log WHERE xact_id >= ${prev.xactTo}::xid8`));
  const first: Verification['first'] = {};
  for (const f of findings) first[f.kind] ??= f;
  return { blocks, sealedRows, retiredRows, retiredMonths: retired.months, unsealedRows: Number(unsealed?.n ?? 0), findings, first };
}
