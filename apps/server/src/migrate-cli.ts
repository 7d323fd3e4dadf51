import { loadConfig } from './config';
import { openDatabase } from './db/open';

/** npm run migrate: applies the checked-in migrations to the configured database. */
const config = loadConfig();
openDatabase(config)
  .then(async (database) => {
    await database.migrate();
    await database.close();
    console.log(`Migrations applied (${database.kind}).`);
  })
  .catch((err: unknown) => {
    console.error(`Migration failed: ${(err as Error).message.split('\n')[0]}`);
    process.exit(1);
  });
