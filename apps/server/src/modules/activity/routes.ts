import type { FastifyPluginAsync } from 'fastify';
import { atMostEvery } from '../../plugins/jobs';
import { sealPublisher } from './publish';
import { sealBehind } from './seal';

export const AUDIT_SEAL_SWEEP = 'AUDIT_SEAL';

/**
 * The activity record (issue 47): its sealing, on every instance at most every AUDIT_SEAL_SECONDS
 * (safe on several at once: decision 090).
 */
export const activityRoutes: FastifyPluginAsync = async (app) => {
  const publish = sealPublisher(app.log, app.config.auditSealFile);
  app.jobs.every(AUDIT_SEAL_SWEEP, atMostEvery(app.config.AUDIT_SEAL_SECONDS * 1000, (db) => sealBehind(db, publish)));
};
