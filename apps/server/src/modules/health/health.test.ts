import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { healthRoutes } from './routes';

/**
 * /readyz (finding 16): 503 while the database does not answer, and while the embedded database's
 * folder cannot be written, naming the problem but not the folder's path. The database is a stand-in
 * here: a folder that even root cannot write (/sys) is not one PGlite can open.
 */
const apps: FastifyInstance[] = [];
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

async function portalWith(database: Partial<Database>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('database', database as Database);
  await app.register(healthRoutes);
  apps.push(app);
  return app;
}

const pglite = (dataDir: string | undefined, ping = async () => undefined): Partial<Database> => ({
  kind: 'pglite',
  client: { dataDir } as Database['client'],
  ping,
});

describe('/readyz', () => {
  it('is ready with a writable database folder, and leaves nothing in it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wcpp-readyz-'));
    dirs.push(dir);
    const res = await (await portalWith(pglite(dir))).inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'pglite' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('is ready with an in-memory database (no folder to check)', async () => {
    expect((await (await portalWith(pglite(undefined))).inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming DATA_DIR, without its path, when the folder cannot be written', async () => {
    const res = await (await portalWith(pglite('/sys'))).inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'pglite', problem: expect.stringMatching(/^DATA_DIR is not writable \(E[A-Z]+\)\.$/) });
    expect(res.body).not.toContain('/sys');
  });

  it('answers 503 while the database is unreachable', async () => {
    const down = pglite(undefined, async () => {
      throw new Error('connection refused');
    });
    const res = await (await portalWith(down)).inject({ url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'pglite', problem: 'The database is not reachable.' });
  });
});
