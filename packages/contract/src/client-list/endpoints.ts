import * as z from 'zod/mini';
import { CSV_TYPE, defineEndpoint, file, negotiated, XLSX_TYPE } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { tinParam } from '../shared/fields';
import { idParam } from '../shared/input';
import {
  clientColumnIds,
  clientListExport,
  ClientListSchema,
  ClientProductListSchema,
  ClientProviderListSchema,
  ClientStateListSchema,
  LineOfBusinessSchema,
  type ClientColumnId,
} from './schemas';

/**
 * Client List (part 1 §2, §7): the Tax ID → Provider → State → Product cascade and the clients; the
 * last also answers Client_List.xlsx. This module holds call descriptions only: the contract exports
 * it as `clientListCalls`.
 */

const state = z.string().check(z.regex(/^[A-Z]{2}$/));
const productCd = z.string().check(z.regex(/^[A-Z0-9]{1,10}$/));
const lob = z.enum(LineOfBusinessSchema.options);
const refusals = { 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** The export's view of the table (the column filters and the sort), in the query. */
type ClientViewQuery = Partial<Record<ClientColumnId, string>> & { sort?: ClientColumnId; desc?: 'true' | 'false' };
const viewQuery = z.object({
  ...Object.fromEntries(clientColumnIds.map((id) => [id, z.optional(z.string().check(z.maxLength(120)))])),
  sort: z.optional(z.enum(clientColumnIds as [ClientColumnId, ...ClientColumnId[]])),
  desc: z.optional(z.enum(['true', 'false'])),
}) as z.ZodMiniType<ClientViewQuery, ClientViewQuery>;

/** Shared with the PPO Fee Schedule (part 2 §7), which every signed-in user has: the TIN scope decides. */
export const clientProviders = defineEndpoint({
  method: 'GET',
  path: '/clients/list/:tin',
  params: z.object({ tin: tinParam }),
  responses: { 200: ClientProviderListSchema, ...refusals },
  guard: 'signedIn',
  summary: 'The providers of a TIN that participate in the network, by name',
  tags: ['client-list'],
});

export const clientStates = defineEndpoint({
  method: 'GET',
  path: '/clients/states/:providerType/:providerId/',
  params: z.object({ providerType: z.enum(['P', 'A', 'H', 'F']), providerId: idParam }),
  responses: { 200: ClientStateListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: 'The states a provider participates in',
  tags: ['client-list'],
});

export const clientProducts = defineEndpoint({
  method: 'GET',
  path: '/clients/getProductsByProv/:lob/:providerId/:state/:tin/',
  params: z.object({ lob, providerId: idParam, state, tin: tinParam }),
  responses: { 200: ClientProductListSchema, ...refusals },
  guard: 'officeStaffOrAdmin',
  summary: 'The products of a provider in a line of business and state',
  tags: ['client-list'],
});

export const clientsByLob = defineEndpoint({
  method: 'GET',
  path: '/clients/getClientsByLOB/:lob/:providerId/:state/:productCd/:tin/',
  params: z.object({ lob, providerId: idParam, state, productCd, tin: tinParam }),
  query: viewQuery,
  responses: { 200: negotiated(ClientListSchema, file(XLSX_TYPE, CSV_TYPE)), ...refusals, 429: ApiErrorSchema },
  guard: 'officeStaffOrAdmin',
  summary: `The clients of a provider by line of business, state and product; with Accept: the spreadsheet type, ${clientListExport.fileName} of the rows the table shows (its column filters and sort in the query), or with Accept: text/csv the same rows as CSV`,
  tags: ['client-list'],
});
