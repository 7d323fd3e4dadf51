import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { pgliteParsers, type DbOrTx } from './client';

const dialect = new PgDialect();

/**
 * A raw SQL statement (with `sql.placeholder('name')` parameters) prepared once per database handle:
 * on PostgreSQL a named statement, parsed and planned once per pooled connection and then only bound
 * and executed; on PGlite a PREPAREd statement (see keepPlanOnPglite). Values come back as drizzle
 * gives them (timestamps and dates as text), rows as objects. For the request path
 * (docs/decisions/034-request-path-speed.md).
 */
export function preparedSql<P extends Record<string, unknown>, R = Record<string, unknown>>(name: string, statement: () => SQL) {
  const prepared = new WeakMap<DbOrTx, PgPreparedQuery<PreparedQueryConfig>>();
  let direct: { sql: string; params: unknown[] } | undefined;
  return async function run(db: DbOrTx, params: P): Promise<R[]> {
    // On PostgreSQL, straight to pg: the same named statement, values and value parsers drizzle would
    // send, without its execute's layers (tracing spans, cache lookup, nested promises: a few µs of
    // each request's statements, bench/README.md issue 25).
    const client = pgClientOf(db);
    if (client) {
      const query = (direct ??= dialect.sqlToQuery(statement()));
      const config = { name, text: query.sql, values: fillPlaceholders(query.params, params), types: drizzleTypes };
      return (await client.query(config)).rows as R[];
    }
    let query = prepared.get(db);
    if (!query) {
      query = keepPlanOnPglite(db._.session.prepareQuery(dialect.sqlToQuery(statement()), undefined, name, false));
      prepared.set(db, query);
    }
    const result = (await query.execute(params)) as { rows: R[] };
    return result.rows;
  };
}

/** The pg pool or (in a transaction) pooled client behind a drizzle handle on PostgreSQL; undefined on PGlite. */
function pgClientOf(db: DbOrTx): pg.Pool | pg.PoolClient | undefined {
  const client = (db._.session as unknown as { client?: unknown }).client;
  return client instanceof pg.Pool || client instanceof pg.Client ? (client as pg.Pool | pg.PoolClient) : undefined;
}

/**
 * The value parsers drizzle-orm 0.45 gives pg for a raw statement (node-postgres/session.js): dates,
 * timestamps, intervals and their arrays as PostgreSQL's text, everything else as pg parses it.
 */
const DRIZZLE_TEXT_TYPES = new Set([pg.types.builtins.TIMESTAMPTZ, pg.types.builtins.TIMESTAMP, pg.types.builtins.DATE, pg.types.builtins.INTERVAL, 1231, 1115, 1185, 1187, 1182]);
const asText = (value: string) => value;
const drizzleTypes = {
  getTypeParser: (typeId: number, format?: 'text' | 'binary') => (DRIZZLE_TEXT_TYPES.has(typeId) ? asText : pg.types.getTypeParser(typeId, format)),
} as unknown as pg.CustomTypesConfig;

/** The same for a query builder: `preparedQuery((db) => db.select()….prepare('name'))`, made once per database handle. */
export function preparedQuery<Q extends { execute(params?: Record<string, unknown>): Promise<unknown> }, D extends DbOrTx = DbOrTx>(make: (db: D) => Q) {
  const prepared = new WeakMap<D, Q>();
  return (db: D): Q => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = keepPlanOnPglite(make(db))));
    return query;
  };
}

interface QueryClient {
  query(text: string, params?: unknown[], options?: unknown): Promise<unknown>;
}

/** Statements PREPAREd on each PGlite instance (one connection: a PREPARE lasts as long as the instance). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<void>>>();

/**
 * PGlite parses and plans every statement it is sent, even one drizzle calls prepared (its driver has
 * no named statements): for the session statement that is ten times the cost of running it. So on a
 * PGlite instance (not inside a transaction) a prepared query runs as SQL `PREPARE name AS …` once
 * and `EXECUTE name('value', …)` after. EXECUTE takes no bind parameters, so the values travel as
 * quoted literals; their types come from the PREPARE. Wraps drizzle's prepared query's `client`
 * (drizzle-orm 0.45, pglite/session.js: `client.query(queryString, params, config)`).
 */
function keepPlanOnPglite<Q>(query: Q): Q {
  const target = query as unknown as { client?: unknown; queryString?: string };
  const client = target.client;
  if (!(client instanceof PGlite) || typeof target.queryString !== 'string') return query;
  const name = `p_${createHash('sha256').update(target.queryString).digest('hex').slice(0, 24)}`;
  const wrapped: QueryClient = {
    query: async (text, params = [], options) => {
      await prepareOnce(client, name, text);
      const call = params.length ? `EXECUTE ${name}(${params.map(literal).join(', ')})` : `EXECUTE ${name}`;
      // When drizzle's parsers are the instance's own (db/client.ts, pgliteParsers), they are not
      // passed again: PGlite would merge them into a new object on every call.
      const { parsers, ...rest } = (options ?? {}) as { parsers?: Record<number, unknown> };
      // The simple protocol: one message and a sync into PGlite, where query() sends six (parse,
      // describe, bind, describe, execute, sync), each a crossing into its WebAssembly.
      const [result] = await client.exec(call, (parsers && !instanceHas(client, parsers) ? options : rest) as never);
      return result;
    },
  };
  target.client = wrapped;
  return query;
}

/** Whether every parser given is already the instance's (PGlite may replace array parsers after it starts). */
function instanceHas(client: PGlite, parsers: Record<number, unknown>): boolean {
  const own = (client as unknown as { parsers: Record<number, unknown> }).parsers;
  for (const type of Object.keys(parsers)) if (own[Number(type)] !== pgliteParsers[Number(type)]) return false;
  return true;
}

function prepareOnce(client: PGlite, name: string, text: string): Promise<void> {
  let statements = preparedOn.get(client);
  if (!statements) preparedOn.set(client, (statements = new Map()));
  let done = statements.get(name);
  if (!done) {
    done = client.exec(`PREPARE ${name} AS ${text}`).then(
      () => undefined,
      (err: { code?: string }) => {
        if (err?.code === '42P05') return; // already prepared
        statements.delete(name);
        throw err;
      },
    );
    statements.set(name, done);
  }
  return done;
}

/** A value as an SQL literal: quoted text (standard_conforming_strings, PostgreSQL's default), or NULL. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}
