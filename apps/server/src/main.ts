import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/open';
import { prepareDataDir, tightenModes } from './lib/data-dir';
import { readableLog } from './lib/log-lines';
import { isSeeded, seedDemo } from './seed';
import { DEMO_PASSWORD, printedDemoAccounts } from './seed/accounts';
import { demoAuthenticatorSecrets } from './seed/second-factors';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Starts the portal: configuration, data folder, database (migrated, seeded on first start), then listen. */
async function main() {
  // Everything this process creates (data folder, secret, database files) is private to its user.
  process.umask(0o077);
  const config = loadConfig();
  // The data folder holds PHI (PGlite) and the token secret; untouched when neither lives there.
  const usesDataDir = config.pgliteDir !== null || !config.JWT_SECRET;
  if (usesDataDir) {
    const tightened = prepareDataDir(config.DATA_DIR);
    if (tightened > 0) console.log(`Tightened permissions of ${config.DATA_DIR}: ${tightened} entries were open to other users (now folders 0700, files 0600).`);
  }
  const database = await openDatabase(config);
  // PGlite's initdb writes its files 0666 whatever the umask: close what it has just created.
  if (config.pgliteDir) tightenModes(config.pgliteDir);
  await database.migrate();
  if (config.SEED_DEMO === 'true' && !(await isSeeded(database))) {
    console.log('First start: loading the demo data (about half a minute)…');
    await seedDemo(database, { publicUrl: config.publicUrl, factorKeys: config.NODE_ENV === 'production' ? undefined : config.factorKeys, onProgress: (m) => console.log(`  seeded ${m}`) });
  }
  // A person at a terminal reads one line per request; a file, a pipe and production get JSON.
  const readable = process.stdout.isTTY && config.NODE_ENV !== 'production';
  const app = await buildApp({ config, database, webDist, logger: true, ...(readable ? { logStream: readableLog() } : {}) });
  try {
    await app.listen({ port: config.PORT, host: config.HOST });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE') throw new Error(`Port ${config.PORT} is already in use: stop the other program or set PORT to a free port.`);
    if (code === 'EACCES') throw new Error(`Port ${config.PORT} needs more privileges: set PORT to a number above 1024.`);
    throw err;
  }
  const address = config.PUBLIC_URL ?? `http://localhost:${(app.server.address() as { port: number }).port}`;
  console.log(`\nProvider Portal is running at ${address}/wcpp/login`);
  console.log(`Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)'}`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const u of printedDemoAccounts) console.log(`  ${u.userNm.padEnd(11)} ${u.role}${demoAuthenticatorSecrets[u.userNm] ? ' (authenticator app: npm run demo-code -- ' + u.userNm + ')' : ''}`);
  console.log(`API reference: ${address}/api/docs\n`);

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err);
  console.error(`Provider Portal could not start: ${message.split('\n')[0]}`);
  process.exit(1);
});
