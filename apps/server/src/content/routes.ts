import type { FastifyInstance } from 'fastify';
import { contentCss, frameScript, homePage, legalPage, legalPages, loginPage, noticePage } from './pages';

/** Serves the embedded content pages framed by the login and home screens. */
export async function contentRoutes(app: FastifyInstance) {
  const html = (body: string) => (_: unknown, reply: import('fastify').FastifyReply) => reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  app.get('/content/home', { schema: { hide: true } }, html(homePage(app.config.RESOURCE_URL)));
  app.get('/content/login', { schema: { hide: true } }, html(loginPage()));
  app.get<{ Params: { slug: string } }>('/content/notices/:slug', { schema: { hide: true } }, async (request, reply) => {
    const body = noticePage(request.params.slug);
    if (!body) return reply.status(404).type('text/html; charset=utf-8').send('<!doctype html><html lang="en"><title>Not found</title><h1>Notice not found</h1></html>');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });
  for (const slug of Object.keys(legalPages)) {
    app.get(`/content/${slug}`, { schema: { hide: true } }, html(legalPage(slug)!));
  }
  app.get('/content/frame.js', { schema: { hide: true } }, async (_request, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(frameScript));
  app.get('/content/content.css', { schema: { hide: true } }, async (_request, reply) => reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(contentCss));
}
