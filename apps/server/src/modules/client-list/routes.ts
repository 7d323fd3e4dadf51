import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiErrorSchema,
  ClientListSchema,
  ClientProductListSchema,
  ClientProviderListSchema,
  ClientStateListSchema,
  clientColumnIds,
  clientListExport,
  defaultClientSort,
  idParam,
  LineOfBusinessSchema,
  viewClientRows,
  type ClientColumnId,
} from '@wcpp/contract';
import { assertInScope } from '../../identity/tin-scope';
import { notFound } from '../../lib/errors';
import { jsonCache, sendJsonText } from '../../lib/json-cache';
import { findProvider, providersOfFtin } from '../providers/service';
import { sendWorkbook, wantsWorkbook } from '../../lib/workbook';
import { clientListWorkbook } from './export';
import { participatingClients, participatingProviderIds, participationProducts, participationStates, productName } from './service';

const tags = ['client-list'];
const tin = z.string().regex(/^\d{9}$/);
const prvId = idParam;
const state = z.string().regex(/^[A-Z]{2}$/);
const productCd = z.string().regex(/^[A-Z0-9]{1,10}$/);
const lob = z.enum(LineOfBusinessSchema.options);
const errors = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

/** The export's view of the table (the column filters and the sort), in the query. */
const viewQuery = z.object({
  ...Object.fromEntries(clientColumnIds.map((id) => [id, z.string().max(120).optional()])),
  sort: z.enum(clientColumnIds as [ClientColumnId, ...ClientColumnId[]]).optional(),
  desc: z.enum(['true', 'false']).optional(),
}) as z.ZodType<Partial<Record<ClientColumnId, string>> & { sort?: ClientColumnId; desc?: 'true' | 'false' }>;

/**
 * Client List (part 1 §2, §7): the Tax ID → Provider → State → Product cascade and the clients. A
 * provider user reads only its own TINs (403 and an audit row otherwise); internal administrators any.
 */
export const clientListRoutes: FastifyPluginAsyncZod = async (app) => {
  const cachedList = jsonCache({ max: 2000, ttlMs: 60_000 });
  /** Refuses a TIN outside the caller's scope, with an audit row. */
  async function assertTin(request: FastifyRequest, ftin: string, action: string) {
    try {
      assertInScope(await request.tinScope(), [ftin]);
    } catch (err) {
      await request.audit('SCOPE_REFUSED', ftin, { action });
      throw err;
    }
  }

  /** The provider, which must be on file under the TIN when one is named. */
  async function providerOf(request: FastifyRequest, id: number, ftin?: string) {
    const provider = await findProvider(app.db, id);
    if (!provider || (ftin && provider.prvTaxId !== ftin)) throw notFound('Provider not found.');
    return provider;
  }

  app.get(
    '/clients/list/:tin',
    {
      // Shared with the PPO Fee Schedule (part 2 §7), which every signed-in user has: the TIN scope decides.
      preHandler: app.guard('signedIn'),
      config: { readsTinScope: true },
      schema: { tags, summary: 'The providers of a TIN that participate in the network, by name', params: z.object({ tin }), response: { 200: ClientProviderListSchema, ...errors } },
    },
    async (request, reply) => {
      const { tin } = request.params;
      await assertTin(request, tin, 'CLIENT_PROVIDERS');
      // The same for everyone in scope, and asked at every visit of Client List and the Fee Schedule: cached a minute.
      const json = await cachedList(`client-providers:${tin}`, ClientProviderListSchema, async () => providersOfFtin(app.db, tin, await participatingProviderIds(app.db, tin)));
      return sendJsonText(reply, json);
    },
  );

  app.get(
    '/clients/states/:providerType/:providerId/',
    {
      preHandler: app.guard('officeStaffOrAdmin'),
      config: { readsTinScope: true },
      schema: {
        tags,
        summary: 'The states a provider participates in',
        params: z.object({ providerType: z.enum(['P', 'A', 'H', 'F']), providerId: prvId }),
        response: { 200: ClientStateListSchema, ...errors },
      },
    },
    async (request) => {
      const provider = await providerOf(request, request.params.providerId);
      await assertTin(request, provider.prvTaxId, 'CLIENT_STATES');
      // A type that is not the provider's finds nothing, as a wrong id would.
      if (provider.prvProviderType !== request.params.providerType) return [];
      return (await participationStates(app.db, provider.prvTaxId, provider.prvId)).map((addState) => ({ addState }));
    },
  );

  app.get(
    '/clients/getProductsByProv/:lob/:providerId/:state/:tin/',
    {
      preHandler: app.guard('officeStaffOrAdmin'),
      config: { readsTinScope: true },
      schema: {
        tags,
        summary: 'The products of a provider in a line of business and state',
        params: z.object({ lob, providerId: prvId, state, tin }),
        response: { 200: ClientProductListSchema, ...errors },
      },
    },
    async (request) => {
      const { tin: ftin, providerId, lob: line, state: st } = request.params;
      await assertTin(request, ftin, 'CLIENT_PRODUCTS');
      await providerOf(request, providerId, ftin);
      return participationProducts(app.db, { ftin, prvId: providerId, lob: line, state: st });
    },
  );

  app.get(
    '/clients/getClientsByLOB/:lob/:providerId/:state/:productCd/:tin/',
    {
      preHandler: app.guard('officeStaffOrAdmin'),
      config: { readsTinScope: true },
      schema: {
        tags,
        summary: `The clients of a provider by line of business, state and product; with Accept: the spreadsheet type, ${clientListExport.fileName} of the rows the table shows (its column filters and sort in the query)`,
        params: z.object({ lob, providerId: prvId, state, productCd, tin }),
        querystring: viewQuery,
        response: { 200: ClientListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { tin: ftin, providerId, lob: line, state: st, productCd: product } = request.params;
      await assertTin(request, ftin, 'CLIENT_LIST');
      await providerOf(request, providerId, ftin);
      const rows = await participatingClients(app.db, { ftin, prvId: providerId, lob: line, state: st, productCd: product });
      const exporting = wantsWorkbook(request);
      await request.audit(exporting ? 'CLIENT_LIST_EXPORT' : 'CLIENT_LIST_READ', ftin, { prvId: providerId, lob: line, state: st, productCd: product, count: rows.length });
      if (!exporting) return rows;
      const { sort, desc, ...filters } = request.query;
      const view = viewClientRows(rows, { filters, sort: sort ? { id: sort, desc: desc === 'true' } : defaultClientSort });
      const name = await productName(app.db, product);
      const bytes = await clientListWorkbook(view, { lob: line, tin: ftin, prvId: providerId, state: st, product: name ? `${name} (${product})` : product }, new Date());
      return sendWorkbook(reply, bytes, clientListExport.fileName);
    },
  );
};
