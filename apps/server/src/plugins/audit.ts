import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { auditLog } from '../db/schema';

/** Adds request.audit(): one row per PHI read, mirror start and stop, sign-in and account change. */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('audit', async function audit(this: FastifyRequest, action: string, target?: string | null, detail?: Record<string, unknown>, actorUserNm?: string | null) {
    await app.db.insert(auditLog).values({
      actorUserNm: actorUserNm !== undefined ? actorUserNm : (this.auth?.user.userNm ?? null),
      asUserNm: this.auth?.mirror?.userNm ?? null,
      action,
      target: target ?? null,
      detail: detail ?? null,
      ip: this.ip,
    });
  });
});
