import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { allDemoTins, invitedDemoUsers, seedAccounts } from './accounts';
import { billsSql, claimsSql, clientsSql, providersSql, rateCodesSql, rndFunction, sequencesSql, type ReferenceCounts } from './reference-sql';
import { seedInvitations, unregisteredTinsSql } from './registration';
import { seedResources } from './resources';
import { claimHistory, demoClaimSql } from './demo-claims';
import { therapyCourseSql } from './therapy-course';
import { paymentsSql } from './payments';
import { checkLoadedIdentifiers } from '../modules/payments/identifiers';

export interface SeedOptions {
  providers?: number;
  clients?: number;
  claims?: number;
  bills?: number;
  /** Write service lines and payments (default true; the scale seed may turn it off for speed). */
  lines?: boolean;
  /** The portal's address, for the links of the invitation e-mails the seed writes. */
  publicUrl?: string;
  onProgress?: (message: string) => void;
}

/** The demo sizes of the foundation issue: 200 providers, 50 clients, 5,000 claims, 20,000 bills. */
export const demoCounts = { providers: 200, clients: 50, claims: 5000, bills: 20000 };

const BILL_CHUNK = 100_000;

/** True when the database already holds users (a second start keeps the data). */
export async function isSeeded(database: Database): Promise<boolean> {
  const result = await database.db.execute(sql`SELECT count(*)::int AS n FROM user_info`);
  return Number((result as unknown as { rows: { n: number }[] }).rows[0].n) > 0;
}

/** Seeds accounts and generated reference data into an empty, migrated database. */
export async function seedDemo(database: Database, options: SeedOptions = {}): Promise<void> {
  const say = options.onProgress ?? (() => undefined);
  const counts: ReferenceCounts = {
    tins: allDemoTins,
    providers: options.providers ?? demoCounts.providers,
    clients: options.clients ?? demoCounts.clients,
    claims: options.claims ?? demoCounts.claims,
    bills: options.bills ?? demoCounts.bills,
    lines: options.lines ?? true,
  };
  say('accounts');
  await seedAccounts(database.db);
  await seedResources(database.db);
  say(`${counts.providers} providers, ${counts.clients} clients, ${counts.claims} claims`);
  await database.exec([rndFunction, providersSql(counts), clientsSql(counts), claimsSql(counts), rateCodesSql()].join('\n'));
  // A large load writes the bill tables without their secondary indexes and builds them once at the end.
  const deferred = counts.bills > BILL_CHUNK ? await dropSecondaryIndexes(database, ['bill', 'bill_line', 'bill_payment']) : [];
  for (let start = 1; start <= counts.bills; start += BILL_CHUNK) {
    const end = Math.min(counts.bills, start + BILL_CHUNK - 1);
    await database.exec([rndFunction, billsSql(counts, start, end)].join('\n'));
    say(`bills ${end.toLocaleString('en-US')} of ${counts.bills.toLocaleString('en-US')}`);
  }
  if (deferred.length) {
    await database.exec(deferred.join(';\n'));
    say(`indexes (${deferred.length})`);
  }
  await database.exec(`${sequencesSql()}\n${unregisteredTinsSql()}\n${therapyCourseSql()}\n${demoClaimSql(claimHistory)}`);
  // Payments last: every bill and its payment row exist (issue 28 §1).
  await database.exec(`${rndFunction}\n${paymentsSql()}\nANALYZE;`);
  say('payments');
  // The payer's identifiers are refused at the load, not written into an 835 (decision 079).
  await checkLoadedIdentifiers(database.db);
  await seedInvitations(database.db, options.publicUrl ?? 'http://localhost:8080', invitedDemoUsers);
}

/** Drops the non-primary-key indexes of the tables and returns the statements that recreate them. */
async function dropSecondaryIndexes(database: Database, tables: string[]): Promise<string[]> {
  const list = tables.map((t) => `'${t}'`).join(', ');
  const result = await database.db.execute(
    sql.raw(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename IN (${list})
         AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    ),
  );
  const rows = (result as unknown as { rows: { indexname: string; indexdef: string }[] }).rows;
  if (rows.length) await database.exec(rows.map((r) => `DROP INDEX IF EXISTS "${r.indexname}"`).join(';\n'));
  return rows.map((r) => r.indexdef);
}

/** Drops every table and the migration journal, so migrate and seed start from nothing. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.exec('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public; DROP SCHEMA IF EXISTS drizzle CASCADE;');
}
