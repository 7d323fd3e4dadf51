import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openPostgres } from '../db/client';

/**
 * The portal in a process of its own, for tests that kill it (audit-crash.test.ts): serves the API on
 * a random port against DATABASE_URL, with JWT_SECRET from the environment so the test can reach it,
 * and prints the port on its first line.
 */
const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL, JWT_SECRET: process.env.JWT_SECRET }, { LOG_LEVEL: 'silent', PUBLIC_MIN_RESPONSE_MS: 0 });
const database = await openPostgres(config.DATABASE_URL!, 8);
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log((app.server.address() as { port: number }).port);
