import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorSchema, ProviderListSchema } from '@wcpp/contract';
import { assertInScope } from '../../identity/tin-scope';
import { listProviders } from './service';

/**
 * GET /provider/list/{tin} (part 2 §7): the providers of a TIN in the caller's scope (every TIN for
 * internal administrators). The Add TIN Provider dialog narrows it with one of its options; Provider
 * Demographics lists a TIN's providers with it.
 */
export const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/provider/list/:tin',
    {
      preHandler: app.guard('signedIn'),
      schema: {
        tags: ['providers'],
        summary: "A TIN's providers, by name; optionally by type (P or F), provider id, facility name or physician name",
        params: z.object({ tin: z.string().regex(/^\d{9}$/) }),
        querystring: z.object({
          'prv-type': z.enum(['P', 'F', 'A', 'H']).optional(),
          'prv-id': z.string().regex(/^\d{1,8}$/).optional(),
          'facility-nm': z.string().trim().max(120).optional(),
          'phy-first-nm': z.string().trim().max(40).optional(),
          'phy-last-nm': z.string().trim().max(40).optional(),
        }),
        response: { 200: ProviderListSchema, 400: ApiErrorSchema, 403: ApiErrorSchema },
      },
    },
    async (request) => {
      const { tin } = request.params;
      try {
        assertInScope(await request.tinScope(), [tin]);
      } catch (err) {
        await request.audit('SCOPE_REFUSED', tin, { action: 'PROVIDER_LIST' });
        throw err;
      }
      const q = request.query;
      return listProviders(app.db, tin, {
        type: q['prv-type'],
        prvId: q['prv-id'] ? Number(q['prv-id']) : undefined,
        facilityName: q['facility-nm'] || undefined,
        physicianFirstName: q['phy-first-nm'] || undefined,
        physicianLastName: q['phy-last-nm'] || undefined,
      });
    },
  );
};
