import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/open';
import { isSeeded, resetDatabase, seedDemo } from './index';

/**
 * npm run seed -- [--reset] [--bills N] [--claims N] [--providers N] [--no-lines]
 * Recreates the demo data (--reset), or loads a scale data set for benchmarks (--bills 1000000).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      reset: { type: 'boolean', default: false },
      bills: { type: 'string' },
      claims: { type: 'string' },
      providers: { type: 'string' },
      'no-lines': { type: 'boolean', default: false },
    },
  });
  const num = (v: string | undefined, name: string) => {
    if (v === undefined) return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
    return n;
  };
  const bills = num(values.bills, 'bills');
  const config = loadConfig();
  const database = await openDatabase(config);
  const started = Date.now();
  if (values.reset || bills) await resetDatabase(database);
  await database.migrate();
  if (await isSeeded(database)) {
    console.log('The database already holds data; use --reset to recreate it.');
  } else {
    const claims = num(values.claims, 'claims') ?? (bills ? Math.max(5000, Math.round(bills / 4)) : undefined);
    await seedDemo(database, {
      bills,
      publicUrl: config.publicUrl,
      factorKeys: config.NODE_ENV === 'production' ? undefined : config.factorKeys,
      claims,
      providers: num(values.providers, 'providers'),
      lines: !values['no-lines'],
      onProgress: (m) => console.log(`seeded ${m} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
    });
    console.log(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s (${database.kind}).`);
  }
  await database.close();
}

main().catch((err: unknown) => {
  console.error(`Seed failed: ${(err as Error).message.split('\n')[0]}`);
  process.exit(1);
});
