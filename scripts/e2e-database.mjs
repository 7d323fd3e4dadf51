// The browser tests' database on the PostgreSQL of E2E_DATABASE_URL (docs/decisions/052): a fresh,
// empty database of its own on that server, dropped first if a run before left it behind. Prints its
// URL; the portal then migrates and seeds it on start, as `npm start` does on an empty database.
// Usage: node scripts/e2e-database.mjs NAME
import pg from 'pg';

const server = process.env.E2E_DATABASE_URL;
const name = process.argv[2];
if (!server || !name || !/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
  console.error('Usage: E2E_DATABASE_URL=postgres://… node scripts/e2e-database.mjs NAME (lower case, digits, _)');
  process.exit(2);
}
const client = new pg.Client({ connectionString: server });
await client.connect();
try {
  await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${name}`);
} finally {
  await client.end();
}
const url = new URL(server);
url.pathname = `/${name}`;
console.log(url.toString());
