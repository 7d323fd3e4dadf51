import type { FastifyInstance } from 'fastify';
import { writeProblem } from '../../lib/data-dir';
import { onDiskFolder } from './readiness';

/**
 * Liveness (/healthz) and readiness (/readyz: the database answers and, for the embedded PGlite, its
 * folder can be written). A 503 names the problem but not the folder's path, which is for the log
 * (decision 029): /readyz answers anyone who can reach the port.
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    const database = app.database.kind;
    try {
      await app.database.ping();
    } catch (err) {
      request.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable', database, problem: 'The database is not reachable.' });
    }
    const folder = onDiskFolder(app.database);
    const failure = folder ? await writeProblem(folder) : null;
    if (failure) {
      request.log.warn({ folder, code: failure.code }, 'DATA_DIR is not writable');
      return reply.status(503).send({ status: 'unavailable', database, problem: `DATA_DIR is not writable (${failure.code ?? 'unknown error'}).` });
    }
    return { status: 'ready', database };
  });
}
