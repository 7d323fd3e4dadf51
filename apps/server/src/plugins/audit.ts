import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction } from '@wcpp/contract';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { preparedSql } from '../db/prepared';
import type { auditLog } from '../db/schema';

type AuditInsert = Pick<typeof auditLog.$inferInsert, 'actorUserNm' | 'asUserNm' | 'action' | 'target' | 'detail' | 'ip' | 'userAgent'> & {
  /** The records the row names (audit_record), each kind's references. */
  records?: AuditRecords;
};

/** The records an audit row disclosed or changed (issue 47 §0): bills by id, claims by number, payments by id, TINs. */
export interface AuditRecords {
  bills?: readonly number[];
  claims?: readonly string[];
  payments?: readonly number[];
  tins?: readonly string[];
}

export interface AuditOptions {
  /** The person of a call made signed out (a sign-in, a registration); null names none. */
  actor?: string | null;
  records?: AuditRecords;
}

/** The records of bills read whole (a document, a payment): each bill by its id, its claim and its TIN. */
export const billRecords = (rows: readonly { id: number; claimNumber: string; ftin: string }[]): AuditRecords => ({
  bills: rows.map((r) => r.id),
  claims: rows.map((r) => r.claimNumber),
  tins: rows.map((r) => r.ftin),
});

/** How many records one row names at most (a search's page, a payment's bills): beyond, the row's detail says how many. */
export const MAX_RECORDS_A_ROW = 2000;

/** The kinds of audit_record, as stored. */
const recordKinds = { bills: 'bill', claims: 'claim', payments: 'payment', tins: 'tin' } as const;

/** The row's records as [kind, ref] pairs, each once, at most MAX_RECORDS_A_ROW. */
export function recordPairs(records: AuditRecords | undefined): [string, string][] {
  if (!records) return [];
  const pairs = new Map<string, [string, string]>();
  for (const [key, kind] of Object.entries(recordKinds) as [keyof AuditRecords, string][]) {
    for (const ref of records[key] ?? []) {
      const value = String(ref).slice(0, 40);
      if (value && pairs.size < MAX_RECORDS_A_ROW) pairs.set(`${kind} ${value}`, [kind, value]);
    }
  }
  return [...pairs.values()];
}

/** Rows of one INSERT at most (one JSON parameter; the batch is whatever arrived during the last one). */
const MAX_BATCH = 500;

/**
 * Inserts rows in order, with their records, in one statement prepared once: a JSON array of rows, one
 * parameter. Each row's id is drawn first (the records name it), and its group is the effective
 * person's, read in the same statement. A row and its records share the transaction's time, so they
 * fall in the same month's partitions (decision 093).
 */
const insertRows = preparedSql<{ rows: string }>('audit_insert', () => sql`
  WITH e AS MATERIALIZED (
    SELECT nextval('audit_log_audit_id_seq') AS id, v, n
    FROM jsonb_array_elements(${sql.placeholder('rows')}::text::jsonb) WITH ORDINALITY AS x(v, n)
    ORDER BY n
  ), rows AS (
    INSERT INTO audit_log (audit_id, at, actor_user_nm, as_user_nm, action, target, detail, ip, user_agent, grp_info_id)
    SELECT e.id, now(), e.v->>'actorUserNm', e.v->>'asUserNm', e.v->>'action', e.v->>'target', nullif(e.v->'detail', 'null'::jsonb), e.v->>'ip', e.v->>'userAgent',
      (SELECT u.grp_info_id FROM user_info u WHERE u.user_nm = coalesce(e.v->>'asUserNm', e.v->>'actorUserNm'))
    FROM e ORDER BY e.n
  )
  INSERT INTO audit_record (audit_id, at, kind, ref)
  SELECT e.id, now(), r.v->>0, r.v->>1 FROM e CROSS JOIN LATERAL jsonb_array_elements(coalesce(e.v->'records', '[]'::jsonb)) AS r(v)`);

/** A row as the insert's JSON reads it: its records as [kind, ref] pairs. */
const toJson = ({ records, ...row }: AuditInsert) => ({ ...row, records: recordPairs(records) });

interface Pending {
  row: AuditInsert;
  done: (err?: unknown) => void;
}

/**
 * The audit trail's writer (docs/decisions/034-request-path-speed.md): rows are inserted with an
 * ordinary, durable commit, and request.audit() resolves only once its row is committed, so an answer
 * that disclosed PHI is never sent without its row. Rows that arrive while an insert is in flight go
 * together in the next one (a group commit): under load one commit and one disk flush serve many
 * requests; alone, a row is written at once. A batch the database refuses is retried row by row, so
 * one bad row fails only its own request.
 */
export class AuditWriter {
  private queue: Pending[] = [];
  private running: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  write(row: AuditInsert): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, done: (err) => (err === undefined ? resolve() : reject(err)) });
      this.running ??= this.drain();
    });
  }

  /** Resolves when every row written so far is committed or refused (shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await insertRows(this.db, { rows: JSON.stringify(batch.map((p) => toJson(p.row))) });
          for (const p of batch) p.done();
        } catch (err) {
          if (batch.length === 1) batch[0]!.done(err);
          else {
            // One by one, in arrival order, so the log keeps the order the requests came in.
            for (const p of batch) {
              try {
                await insertRows(this.db, { rows: JSON.stringify([toJson(p.row)]) });
                p.done();
              } catch (e) {
                p.done(e);
              }
            }
          }
        }
      }
    } finally {
      this.running = null;
    }
  }
}

/**
 * Writes one audit row of work done outside a request (the scheduler), in the caller's transaction:
 * the row is committed exactly when the work is, and an instance that dies before its commit leaves
 * neither. No actor unless one is named, no address.
 */
export async function auditInTransaction(tx: DbOrTx, row: Pick<AuditInsert, 'action'> & Partial<AuditInsert>): Promise<void> {
  await insertRows(tx as Db, { rows: JSON.stringify([toJson({ actorUserNm: null, asUserNm: null, target: null, detail: null, ip: null, userAgent: null, ...row })]) });
}

/** The browser of a request, as the Activity shows it (its User-Agent, cut to the column). */
const browserOf = (request: FastifyRequest) => {
  const agent = request.headers['user-agent'];
  return typeof agent === 'string' && agent ? agent.slice(0, 200) : null;
};

/** Adds request.audit(): one row per PHI read, mirror start and stop, sign-in and account change. */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  const writer = new AuditWriter(app.db);
  app.addHook('onClose', () => writer.idle());
  app.decorateRequest('audit', function audit(this: FastifyRequest, action: AuditAction, target?: string | null, detail?: Record<string, unknown>, options: AuditOptions = {}) {
    return writer.write({
      actorUserNm: options.actor !== undefined ? options.actor : (this.auth?.user.userNm ?? null),
      asUserNm: this.auth?.mirror?.userNm ?? null,
      action,
      target: target ?? null,
      detail: detail ?? null,
      ip: this.ip,
      userAgent: browserOf(this),
      records: options.records,
    });
  });
});
