import type { FastifyInstance } from 'fastify';
import { contentCss, frameScript, homePage, loginPage } from './pages';

/** Serves the embedded content pages framed by the login and home screens. */
export async function contentRoutes(app: FastifyInstance) {
  const html = (body: string) => (_: unknown, reply: import('fastify').FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  app.get('/content/home', { schema: { hide: true } }, html(homePage(app.config.RESOURCE_URL)));
  app.get('/content/login', { schema: { hide: true } }, html(loginPage()));
  app.get('/content/frame.js', { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(frameScript));
  app.get('/content/content.css', { schema: { hide: true } }, async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(contentCss));
}
