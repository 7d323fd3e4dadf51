import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { resourceDocuments } from '../../db/schema';
import { guards } from '@wcpp/contract';
import { resolveAuth, tokenOf } from '../../plugins/auth';

const categories: Record<string, string> = { NOT: 'Notifications', PR: 'Press Releases', PM: 'Provider Manuals', RN: 'Release Notes', TRN: 'Training' };

/**
 * The embedded resource host (RESOURCE_URL): the provider-resources listing and the secure files.
 * Every request needs a valid portal token (bearer header, or the authorization cookie on a GET). The
 * listing is the Provider Resources screen's data, so its guard applies (judged on the mirrored user
 * while mirroring); a file needs only a token, since the home page offers its documents to everyone
 * signed in (docs/decisions/014-content-frames-and-secure-files.md).
 */
export async function resourceRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/resources/')) return;
    const auth = await resolveAuth(app, tokenOf(request, true));
    if (!auth) return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    request.auth = auth;
  });

  app.get('/resources/api/assets/wcpp/provider-resources/provider-resources.json', { schema: { hide: true } }, async (request, reply) => {
    if (!guards.officeStaffOrAdmin(request.auth?.effective)) return reply.status(403).send({ code: 'FORBIDDEN', message: 'You are not allowed to do this.' });
    const rows = await app.db
      .select({ name: resourceDocuments.name, category: resourceDocuments.category, walkmeId: resourceDocuments.walkmeId, path: resourceDocuments.path })
      .from(resourceDocuments)
      .orderBy(asc(resourceDocuments.name));
    return {
      data: {
        entities: rows.map((r) => ({
          properties: { name: r.name, category: r.category, categoryName: categories[r.category] ?? r.category, walkmeId: r.walkmeId },
          links: [{ rel: ['content'], href: `/resources/${r.path}` }],
        })),
      },
    };
  });

  app.get<{ Params: { '*': string } }>('/resources/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.params['*'];
    const [doc] = await app.db.select().from(resourceDocuments).where(eq(resourceDocuments.path, path)).limit(1);
    if (!doc) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    return reply
      .header('content-type', doc.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${path.split('/').pop()}"`)
      .send(Buffer.from(doc.content));
  });
}
