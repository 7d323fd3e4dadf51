import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { preparedSql } from '../db/prepared';
import { auditLog } from '../db/schema';

type AuditInsert = Pick<typeof auditLog.$inferInsert, 'actorUserNm' | 'asUserNm' | 'action' | 'target' | 'detail' | 'ip'>;

/** Rows of one INSERT at most (one JSON parameter; the batch is whatever arrived during the last one). */
const MAX_BATCH = 500;

/** Inserts rows in order, in one statement prepared once: a JSON array of rows, one parameter. */
const insertRows = preparedSql<{ rows: string }>('audit_insert', () => sql`
  INSERT INTO audit_log (actor_user_nm, as_user_nm, action, target, detail, ip)
  SELECT e.v->>'actorUserNm', e.v->>'asUserNm', e.v->>'action', e.v->>'target', nullif(e.v->'detail', 'null'::jsonb), e.v->>'ip'
  FROM jsonb_array_elements(${sql.placeholder('rows')}::text::jsonb) WITH ORDINALITY AS e(v, n)
  ORDER BY e.n`);

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
          await insertRows(this.db, { rows: JSON.stringify(batch.map((p) => p.row)) });
          for (const p of batch) p.done();
        } catch (err) {
          if (batch.length === 1) batch[0]!.done(err);
          else {
            // One by one, in arrival order, so the log keeps the order the requests came in.
            for (const p of batch) {
              try {
                await insertRows(this.db, { rows: JSON.stringify([p.row]) });
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
  await tx.insert(auditLog).values({ actorUserNm: null, asUserNm: null, target: null, detail: null, ip: null, ...row });
}

/** Adds request.audit(): one row per PHI read, mirror start and stop, sign-in and account change. */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  const writer = new AuditWriter(app.db);
  app.addHook('onClose', () => writer.idle());
  app.decorateRequest('audit', function audit(this: FastifyRequest, action: string, target?: string | null, detail?: Record<string, unknown>, actorUserNm?: string | null) {
    return writer.write({
      actorUserNm: actorUserNm !== undefined ? actorUserNm : (this.auth?.user.userNm ?? null),
      asUserNm: this.auth?.mirror?.userNm ?? null,
      action,
      target: target ?? null,
      detail: detail ?? null,
      ip: this.ip,
    });
  });
});
