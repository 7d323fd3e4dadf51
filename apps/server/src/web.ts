import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

/** /js/config.json, the web app under /wcpp (hashed files cached for a year, index.html never). */
export async function webRoutes(app: FastifyInstance, options: { webDist: string | null }) {
  const { config } = app;
  app.get('/js/config.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return {
      API_URL: config.API_URL,
      RESOURCE_URL: config.RESOURCE_URL,
      AEM_HOMEPAGE: config.AEM_HOMEPAGE,
      AEM_LOGINPAGE: config.AEM_LOGINPAGE,
      EAS_URL: config.EAS_URL,
      PROVIDER_WEBSITE_URL: config.PROVIDER_WEBSITE_URL,
      NOTIFICATIONS_POLL_SECONDS: config.NOTIFICATIONS_POLL_SECONDS,
      ...(config.LIVE_CHAT_URL ? { LIVE_CHAT_URL: config.LIVE_CHAT_URL } : {}),
    };
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/wcpp/login'));

  const dist = options.webDist;
  if (!dist || !existsSync(path.join(dist, 'index.html'))) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/wcpp/',
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders(res, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // Every other /wcpp path is a route of the single-page app.
  const spa = async (_request: unknown, reply: import('fastify').FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  app.get('/wcpp', { schema: { hide: true } }, spa);
  app.get('/wcpp/*', { schema: { hide: true } }, spa);
}
