import type { FastifyPluginAsync } from 'fastify';
import { clientListCalls, clientListCsv, clientListMessages, ClientProviderListSchema, clientListExport, defaultClientSort, viewClientRows } from '@wcpp/contract';
import { assertTinsInScope, recordInScope } from '../../plugins/scope';
import { registerEndpoints } from '../../lib/endpoints';
import { notFound } from '../../lib/errors';
import { jsonCache, sendJsonText } from '../../lib/json-cache';
import { findProvider, providerOfTin, providersOfFtin } from '../providers/service';
import { sendWorkbook } from '../../lib/workbook';
import { sendTable, tableFormatOf } from '../../lib/table-file';
import { clientListWorkbook } from './export';
import { participatingClients, participatingProviderIds, participationProducts, participationStates, productName } from './service';
import { spendDownload } from '../../lib/downloads';

/**
 * Client List (part 1 §2, §7), registered from its descriptions (packages/contract/src/client-list/endpoints.ts):
 * the Tax ID → Provider → State → Product cascade and the clients. A provider user reads only its own
 * TINs (403 and an audit row otherwise); internal administrators any.
 */
export const clientListRoutes: FastifyPluginAsync = async (app) => {
  const cachedList = jsonCache({ max: 2000, ttlMs: 60_000 });
  const config = { readsTinScope: true };

  registerEndpoints(app, clientListCalls, {
    clientProviders: {
      config,
      handler: async (request, reply) => {
        const { tin } = request.params;
        await assertTinsInScope(request, [tin], 'CLIENT_PROVIDERS');
        // The same for everyone in scope, and asked at every visit of Client List and the Fee Schedule: cached a minute.
        const json = await cachedList(`client-providers:${tin}`, ClientProviderListSchema, async () => providersOfFtin(app.db, tin, await participatingProviderIds(app.db, tin)));
        return sendJsonText(reply, json);
      },
    },
    clientStates: {
      config,
      handler: async (request) => {
        // Its TIN came from the id: a provider of another TIN answers as an unknown one (decision 077).
        const { providerId } = request.params;
        const found = await findProvider(app.db, providerId);
        const provider = await recordInScope(request, found, () => notFound(clientListMessages.providerNotFound), 'CLIENT_STATES', { prvId: providerId }, (p) => p.prvTaxId);
        // A type that is not the provider's finds nothing, as a wrong id would.
        if (provider.prvProviderType !== request.params.providerType) return [];
        return (await participationStates(app.db, provider.prvTaxId, provider.prvId)).map((addState) => ({ addState }));
      },
    },
    clientProducts: {
      config,
      handler: async (request) => {
        const { tin: ftin, providerId, lob: line, state: st } = request.params;
        await assertTinsInScope(request, [ftin], 'CLIENT_PRODUCTS');
        await providerOfTin(app.db, providerId, ftin, clientListMessages.providerNotFound);
        return participationProducts(app.db, { ftin, prvId: providerId, lob: line, state: st });
      },
    },
    clientsByLob: {
      config,
      handler: async (request, reply) => {
        const { tin: ftin, providerId, lob: line, state: st, productCd: product } = request.params;
        await assertTinsInScope(request, [ftin], 'CLIENT_LIST');
        await providerOfTin(app.db, providerId, ftin, clientListMessages.providerNotFound);
        // JSON, the spec's Client_List.xlsx, or the same rows as CSV (decision 061); a file is one of the person's downloads (073).
        const format = tableFormatOf(request.headers.accept);
        if (format) await spendDownload(request);
        const rows = await participatingClients(app.db, { ftin, prvId: providerId, lob: line, state: st, productCd: product });
        await request.audit(format ? 'CLIENT_LIST_EXPORT' : 'CLIENT_LIST_READ', ftin, {
          prvId: providerId,
          lob: line,
          state: st,
          productCd: product,
          count: rows.length,
          ...(format ? { format } : {}),
        });
        if (!format) return rows;
        const { sort, desc, ...filters } = request.query;
        const view = viewClientRows(rows, { filters, sort: sort ? { id: sort, desc: desc === 'true' } : defaultClientSort });
        if (format === 'csv') return sendTable(reply, 'csv', clientListCsv, view);
        const name = await productName(app.db, product);
        const bytes = await clientListWorkbook(view, { lob: line, tin: ftin, prvId: providerId, state: st, product: name ? `${name} (${product})` : product }, new Date());
        return sendWorkbook(reply, bytes, clientListExport.fileName);
      },
    },
  });
};
