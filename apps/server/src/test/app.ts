import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Transporter } from 'nodemailer';
import { Secret } from 'otpauth';
import { inject } from 'vitest';
import { authCalls, signInSecurityCalls } from '@wcpp/contract';
import { buildApp } from '../app';
import { loadConfig, type Env } from '../config';
import { openPglite, openPostgres, type Database } from '../db/client';
import { seedDemo } from '../seed';
import { DEMO_PASSWORD } from '../seed/accounts';
import { demoSecretBytes } from '../seed/second-factors';
import { codeAt } from '../modules/auth/totp';
import { api } from './api';
import { adminQuery, databaseUrl } from './postgres-admin';
import { TEST_SEED } from './seed-size';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
  /** Signs in through the sign-in call (authCalls.authenticate) and returns the portal token. */
  signIn(username: string, password?: string): Promise<string>;
  /** Runs SQL and returns the rows (for asserting what the database holds); after a change, waits until the portal has heard of it. */
  rows<T = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<T[]>;
  /** Delivers due mail, then returns the newest message of this kind to this address (or undefined). */
  lastMail(to: string, kind: string): Promise<SentMail | undefined>;
  /**
   * Another instance of the portal on the same database (its own pool on PostgreSQL), as a second
   * server behind the load balancer would be. Tokens are shared when both are given the same JWT_SECRET.
   */
  secondInstance(overrides?: Partial<Env>): Promise<{ app: FastifyInstance; close(): Promise<void> }>;
}

export interface SentMail {
  subject: string;
  text: string;
  html: string;
  status: string;
  /** The query of the first portal link in the message (token, expire, …). */
  link: URLSearchParams | null;
  /** The first authentication code, temporary password or user name the message gives after "is:". */
  value: string | null;
}

/**
 * A seeded portal on a fresh database: in-memory PGlite, or a new database on the PostgreSQL server
 * named by DATABASE_URL (the CI's second run), so the same suite covers both.
 */
export async function createTestApp(overrides: Partial<Env> = {}, mailTransport?: Transporter): Promise<TestApp> {
  const { database, drop, url, seeded } = await freshDatabase();
  if (!seeded) {
    await database.migrate();
    await seedDemo(database, TEST_SEED);
  }
  // The answer-time floor of the public account calls is tested on its own; here it would only slow the suite.
  const base: Partial<Env> = { NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_MIN_RESPONSE_MS: 0, ...overrides };
  const config = loadConfig({ NODE_ENV: 'test' }, base);
  const app = await buildApp({ config, database, mailTransport });
  await app.ready();
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const res = await api(app).call(authCalls.authenticate, { body: { username, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.body}`);
    const answer = res.ok();
    if (!answer.secondStep) return answer.token!;
    // A demo account with an authenticator app (seed/second-factors.ts): the code of now. A code is
    // refused once used, so the test lets this account's app take the current step again first.
    if (answer.secondStep.enrol) {
      // An account that must set its app up (an internal administrator, a group's rule): it does, as the sign-in page would.
      const enrol = await api(app).call(signInSecurityCalls.secondStepEnrol, { body: { ticket: answer.secondStep.ticket } });
      const key = new Uint8Array(Secret.fromBase32(enrol.ok().secret.replace(/\s/g, '')).bytes);
      const done = await api(app).call(signInSecurityCalls.secondStep, { body: { ticket: answer.secondStep.ticket, method: 'totp', code: codeAt(key, Date.now()) } });
      if (done.statusCode !== 200) throw new Error(`enrolment of ${username} failed: ${done.body}`);
      return done.ok().token!;
    }
    const secret = demoSecretBytes(username);
    if (!secret) throw new Error(`sign-in of ${username} asks a second factor the test cannot give`);
    await rows('UPDATE second_factor SET last_step = NULL WHERE user_info_id = (SELECT user_info_id FROM user_info WHERE user_nm = $1)', [username]);
    const second = await api(app).call(signInSecurityCalls.secondStep, { body: { ticket: answer.secondStep.ticket, method: 'totp', code: codeAt(secret, Date.now()) } });
    if (second.statusCode !== 200) throw new Error(`second step of ${username} failed: ${second.body}`);
    return second.ok().token!;
  };
  const rows = async <T,>(sqlText: string, params: unknown[] = []) => {
    const result = database.client ? await database.client.query(sqlText, params) : await database.pool!.query(sqlText, params);
    // A change made behind the portal's back reaches its session checks as in production, by the
    // database's announcement (decision 057); the next call of the test waits until it has been heard.
    if (!/^\s*select\b/i.test(sqlText)) await app.sessionCache.settled();
    return result.rows as T[];
  };
  const lastMail = async (to: string, kind: string): Promise<SentMail | undefined> => {
    await app.mail.flush();
    const [row] = await rows<{ subject: string; text_body: string; html_body: string; status: string }>(
      'SELECT subject, text_body, html_body, status FROM mail_outbox WHERE lower(to_addr) = lower($1) AND kind = $2 ORDER BY mail_id DESC LIMIT 1',
      [to, kind],
    );
    if (!row) return undefined;
    const url = /https?:\/\/\S+/.exec(row.text_body)?.[0];
    return {
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      status: row.status,
      link: url ? new URL(url).searchParams : null,
      value: / is: (\S+)/.exec(row.text_body)?.[1] ?? null,
    };
  };
  const secondInstance = async (more: Partial<Env> = {}) => {
    const other = url ? await openPostgres(url, 4) : database;
    const second = await buildApp({ config: loadConfig({ NODE_ENV: 'test' }, { ...base, ...more }), database: other, mailTransport });
    await second.ready();
    return {
      app: second,
      close: async () => {
        await second.close();
        if (other !== database) await other.close();
      },
    };
  };
  return {
    app,
    database,
    signIn,
    rows,
    lastMail,
    secondInstance,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** The seeded PGlite of the run (test/global-setup.ts), read once per test file. */
let pgliteTemplate: Blob | undefined;
function seededPglite(): Blob | undefined {
  const file = inject('pgliteTemplate');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url: string | null; seeded: boolean }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const from = seededPglite();
    return { database: await openPglite(null, from), drop: async () => undefined, url: null, seeded: Boolean(from) };
  }
  const name = `wcpp_test_${randomBytes(6).toString('hex')}`;
  // The run's seeded database (test/global-setup.ts), copied.
  const template = inject('postgresTemplate');
  await adminQuery(url, template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const testUrl = databaseUrl(url, name);
  return {
    database: await openPostgres(testUrl, 4),
    url: testUrl,
    seeded: Boolean(template),
    drop: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The server session a portal token names (its `sid` claim). */
export const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

/** One session per user for a whole test file (sign-in is rate-limited): `const tokenOf = signedInOnce(t)`. */
export function signedInOnce(getApp: () => TestApp): (user: string) => Promise<string> {
  const tokens = new Map<string, Promise<string>>();
  return (user) => tokens.get(user) ?? tokens.set(user, getApp().signIn(user)).get(user)!;
}
