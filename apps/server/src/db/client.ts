import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, types } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  /** The underlying driver, for tests and bulk work: a PGlite instance or a pg Pool. */
  client?: PGlite;
  pool?: pg.Pool;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs a plain SQL text (several statements allowed); used by the bulk seed. */
  exec(sqlText: string): Promise<void>;
  ping(): Promise<void>;
  /**
   * Listens to a channel of NOTIFY: `onMessage` gets each payload, in commit order; `onLost` is called
   * once when the listening connection ends (PostgreSQL restarted, the backend ended), after which no
   * message comes. Resolves, once listening, to the function that stops.
   */
  listen(channel: string, onMessage: (payload: string) => void, onLost: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How drizzle-orm 0.45 reads PGlite's values (pglite/session.js): dates, timestamps, intervals and
 * their arrays, and numeric arrays, as PostgreSQL's text. The instance is given the same parsers, so
 * the request path's prepared statements (db/prepared.ts) need not pass them with every query: PGlite
 * merges per-query parsers into a new object on every call, which cost ~100 µs a query (decision 034).
 */
const DRIZZLE_TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182];
export const pgliteParsers = Object.fromEntries(DRIZZLE_TEXT_TYPES.map((type) => [type, (value: string) => value]));

/**
 * Opens PGlite (in a folder, or in memory when dir is null); `from` starts it from a copy of another
 * instance's data folder (PGlite's dumpDataDir), as the server tests start from one seeded database.
 */
export async function openPglite(dir: string | null, from?: Blob): Promise<Database> {
  // One options object: given beside a data folder argument, PGlite 0.5 ignores loadDataDir.
  const client = new PGlite({ ...(dir ? { dataDir: dir } : {}), parsers: pgliteParsers, ...(from ? { loadDataDir: from } : {}) });
  await client.waitReady;
  // PGlite replaces the array types' parsers once it has read pg_type: give drizzle's back.
  Object.assign((client as unknown as { parsers: object }).parsers, pgliteParsers);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    client,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    exec: async (text) => {
      await client.exec(text);
    },
    ping: async () => {
      await client.query('select 1');
    },
    // One connection in this process: a message arrives before the statement that sent it returns.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

/** Opens a pool on a real PostgreSQL server; fails fast with a clear error when unreachable. */
export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  pool.on('error', () => undefined);
  // A connection lost while a transaction holds it (the server restarted, the backend was ended) is
  // reported by the query that uses it next; unheard, the client's own error event would end the process.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    exec: async (text) => {
      await pool.query(text);
    },
    ping: async () => {
      await pool.query('select 1');
    },
    // A connection of its own, outside the pool: LISTEN holds it for as long as the instance listens.
    listen: async (channel, onMessage, onLost) => {
      const listener = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
      let ended = false;
      const lost = () => {
        if (ended) return;
        ended = true;
        onLost();
      };
      listener.on('notification', (message) => {
        if (message.channel === channel) onMessage(message.payload ?? '');
      });
      listener.on('error', () => {
        lost();
        listener.end().catch(() => undefined);
      });
      listener.on('end', lost);
      try {
        await listener.connect();
        await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      } catch (error) {
        ended = true;
        await listener.end().catch(() => undefined);
        throw error;
      }
      return async () => {
        ended = true;
        await listener.end().catch(() => undefined);
      };
    },
    close: () => pool.end(),
  };
}

/** A transaction handle: services that must write together take `DbOrTx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** The rows of an `execute`: PGlite and node-postgres both answer with an object holding `rows`. */
export function rowsOf<T = Record<string, unknown>>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
