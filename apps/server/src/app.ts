import { createHash } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import scalar from '@scalar/fastify-api-reference';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import type { Config } from './config';
import type { Database } from './db/client';
import { auditPlugin } from './plugins/audit';
import { SessionCache } from './identity/session-cache';
import { forgetWhatHoldsNothing } from './db/retention';
import { mailPlugin } from './plugins/mail';
import { atMostEvery, jobsPlugin } from './plugins/jobs';
import { authPlugin } from './plugins/auth';
import { scopePlugin } from './plugins/scope';
import { guardPlugin } from './plugins/guard';
import { errorsPlugin } from './plugins/errors';
import { answerFrameworkError, inputGuardPlugin } from './plugins/input-guard';
import { metricsPlugin } from './plugins/metrics';
import { apiNoStorePlugin } from './plugins/api-no-store';
import { securityHeadersPlugin } from './plugins/security-headers';
import { serializeError } from './lib/log-errors';
import { answerSerializerCompiler } from './lib/answer-serializer';
import { authRoutes } from './modules/auth/routes';
import { passkeyRoutes } from './modules/auth/passkey-routes';
import { securityRoutes } from './modules/auth/security-routes';
import { appPropertyRoutes } from './modules/app-properties/routes';
import { notificationAdminRoutes, userNotificationRoutes } from './modules/notifications/routes';
import { billSearchRoutes } from './modules/bill-search/routes';
import { claimSearchRoutes } from './modules/claim-search/routes';
import { claimRoutes } from './modules/claims/routes';
import { paymentRoutes } from './modules/payments/routes';
import { attachmentRoutes } from './modules/attachments/routes';
import { alertRoutes } from './modules/alerts/routes';
import { exportRoutes } from './modules/exports/routes';
import { savedSearchRoutes } from './modules/saved-searches/routes';
import { providerRoutes } from './modules/providers/routes';
import { clientListRoutes } from './modules/client-list/routes';
import { feeScheduleRoutes } from './modules/fee-schedule/routes';
import { healthRoutes } from './modules/health/routes';
import { resourceRoutes } from './modules/resources/routes';
import { accountRoutes } from './modules/accounts/routes';
import { activityRoutes } from './modules/activity/routes';
import { mailboxRoutes } from './modules/mail/mailbox';
import { contentRoutes } from './content/routes';
import { webRoutes } from './web';
import { ssoPlugin } from './sso';
import './plugins/context';
import { allEndpoints, APP_VERSION } from '@wcpp/contract';
import { API_PREFIX, endpointsPlugin } from './lib/endpoints';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the built web app from this folder (skipped when absent, as in API tests). */
  webDist?: string | null;
  logger?: boolean;
  /** Where the log goes when logger is on (tests capture it); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Mail transport (tests); default: SMTP_URL, or the embedded outbox. */
  mailTransport?: Transporter;
  /** Check every answer against its zod schema before writing it (lib/answer-serializer.ts); default: everywhere but production. */
  checkAnswers?: boolean;
}

/** The sweep of rows that hold nothing any more, and how often an instance runs it (decision 074). */
export const RETENTION_SWEEP = 'RETENTION';
export const RETENTION_SWEEP_MS = 60 * 60_000;

/** Builds the whole server as one Fastify instance; main.ts only listens, tests inject. */
export async function buildApp({ config, database, webDist = null, logger = false, logStream, mailTransport, checkAnswers = config.NODE_ENV !== 'production' }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger
      ? {
          level: config.LOG_LEVEL,
          // No PHI in logs: no bodies, no query strings (names and dates of birth travel in them).
          // ...and no query parameters or driver details of failed queries (lib/log-errors.ts).
          serializers: { req: (req) => ({ method: req.method, url: String(req.url).split('?')[0], id: req.id }), err: serializeError },
          redact: ['req.headers.authorization', 'req.headers.cookie'],
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    // X-Forwarded-For only from the proxies named in TRUST_PROXY; otherwise request.ip is the peer.
    trustProxy: config.TRUST_PROXY ?? false,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    // One access line per request (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A path the router cannot decode gets the API's error shape (plugins/input-guard.ts).
    frameworkErrors: answerFrameworkError,
  });
  if (logger) {
    // The access log: one record per request, with the route's pattern (`/api/payments/:paymentId`), never
    // the path or its query. A path can name a record (a claim number, a TIN, a payment, a user) and a
    // query carries PHI; a path no route matches may be a record's misspelling. The audit trail names the
    // records, by the request id (decision 072).
    app.addHook('onResponse', (request, reply, done) => {
      const url = request.routeOptions.url ?? 'unmatched';
      request.log.info({ method: request.method, url, statusCode: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
      done();
    });
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler({ check: checkAnswers }));

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  // The instance's session checks, reused until the database announces a change (decision 057).
  const sessionCache = new SessionCache(database, (message, level) => app.log[level](message));
  app.decorate('sessionCache', sessionCache);
  app.addHook('onReady', () => sessionCache.start());
  app.addHook('onClose', () => sessionCache.close());

  await app.register(errorsPlugin);
  await app.register(apiNoStorePlugin);
  await app.register(inputGuardPlugin);
  await app.register(guardPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(config.LIVE_CHAT_URL ? [new URL(config.LIVE_CHAT_URL).origin] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", ...externalOrigins(config)],
        connectSrc: ["'self'", ...externalOrigins(config)],
        frameAncestors: ["'self'"],
        formAction: ["'self'", ...(config.OIDC_ISSUER ? [new URL(config.OIDC_ISSUER).origin] : [])],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await app.register(metricsPlugin);
  await app.register(mailPlugin, { transport: mailTransport });
  await app.register(jobsPlugin);
  // Rows that hold nothing any more, at most hourly on each instance: spent counters, long-ended sessions,
  // long-expired links, delivered mail (decision 074).
  app.jobs.every(RETENTION_SWEEP, atMostEvery(RETENTION_SWEEP_MS, forgetWhatHoldsNothing));
  await app.register(swagger, {
    openapi: {
      info: { title: 'Provider Portal API', version: APP_VERSION, description: 'The calls of the provider portal (spec part 1 §7, part 2 §7).' },
      servers: [{ url: API_PREFIX }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // The Scalar page boots with an inline <script>: allow exactly that script (by hash) on the
  // /api/docs HTML page only. The portal pages keep script-src 'self'.
  await app.register(async (docs) => {
    docs.addHook('onSend', async (_request, reply, payload) => {
      const csp = reply.getHeader('content-security-policy');
      if (typeof payload !== 'string' || typeof csp !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html')) return payload;
      const hashes = [...payload.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
      );
      if (hashes.length > 0) reply.header('content-security-policy', csp.replace(/(^|;)\s*script-src ([^;]*)/, `$1script-src $2 ${hashes.join(' ')}`));
      return payload;
    });
    await docs.register(scalar, { routePrefix: '/api/docs' });
  });

  await app.register(ssoPlugin);
  await app.register(endpointsPlugin, { all: allEndpoints });
  await app.register(
    async (api) => {
      await api.register(authPlugin);
      await api.register(scopePlugin);
      await api.register(auditPlugin);
      await api.register(authRoutes);
      await api.register(securityRoutes);
      await api.register(passkeyRoutes);
      await api.register(accountRoutes);
      await api.register(activityRoutes);
      await api.register(appPropertyRoutes);
      await api.register(userNotificationRoutes);
      await api.register(notificationAdminRoutes);
      await api.register(providerRoutes);
      await api.register(clientListRoutes);
      await api.register(feeScheduleRoutes);
      await api.register(billSearchRoutes);
      await api.register(claimSearchRoutes);
      await api.register(claimRoutes);
      await api.register(paymentRoutes);
      await api.register(alertRoutes);
      await api.register(exportRoutes);
      await api.register(savedSearchRoutes);
      await api.register(attachmentRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(healthRoutes);
  await app.register(resourceRoutes);
  await app.register(contentRoutes);
  await app.register(mailboxRoutes);
  await app.register(webRoutes, { webDist });
  return app;
}

function externalOrigins(config: Config): string[] {
  return [config.API_URL, config.AEM_HOMEPAGE, config.AEM_LOGINPAGE, config.RESOURCE_URL]
    .filter((u) => /^https?:\/\//.test(u))
    .map((u) => new URL(u).origin);
}
