import type { FastifyInstance } from 'fastify';
import { resolveAuth, tokenOf } from '../../plugins/auth';
import { auditPlugin } from '../../plugins/audit';
import { resourceListingPath } from '@wcpp/contract';
import { findResource, listResources } from './service';

/**
 * The embedded resource host (RESOURCE_URL): the provider-resources listing and the secure files.
 * Every request needs a valid portal token (bearer header, or the authorization cookie on a GET). The
 * listing is the Provider Resources screen's data, so its guard applies (judged on the mirrored user
 * while mirroring); a file needs only a token, since the home page offers its documents to everyone
 * signed in (docs/decisions/014-content-frames-and-secure-files.md).
 */
export async function resourceRoutes(app: FastifyInstance) {
  await app.register(resourceHost, { prefix: '/resources' });
}

/**
 * An encapsulated plugin: its onRequest hook runs for the routes the router matched here, however the
 * URL was spelled (%72esources, …), and for no other route. Never judge the raw URL: the router
 * decodes it (docs/decisions/028-audit-disclosures-and-resource-host.md).
 */
async function resourceHost(app: FastifyInstance) {
  // The API's auth and audit plugins live in the /api context; this host needs its own (once).
  if (!app.hasRequestDecorator('auth')) app.decorateRequest('auth', null);
  if (!app.hasRequestDecorator('audit')) await app.register(auditPlugin);

  app.addHook('onRequest', async (request, reply) => {
    const auth = await resolveAuth(app, tokenOf(request, true));
    if (!auth) return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'Sign in to continue.' });
    request.auth = auth;
  });

  app.get(resourceListingPath, { schema: { hide: true }, preHandler: app.guard('officeStaffOrAdmin') }, async () =>
    listResources(app.db),
  );

  app.get<{ Params: { '*': string } }>('/*', { schema: { hide: true }, preHandler: app.guard('signedIn') }, async (request, reply) => {
    const path = request.params['*'];
    const doc = await findResource(app.db, path);
    if (!doc) return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
    // Finding 15: who downloaded which document. A HEAD sends no content; the listing is not audited.
    if (request.method === 'GET') await request.audit('RESOURCE_DOWNLOAD', doc.path);
    return reply
      .header('content-type', doc.contentType)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `inline; filename="${path.split('/').pop()}"`)
      .send(Buffer.from(doc.content));
  });
}
