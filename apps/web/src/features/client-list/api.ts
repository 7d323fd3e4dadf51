import { useQuery } from '@tanstack/react-query';
import { clientListCalls, type ClientColumnId, type ExportFormat, type LineOfBusiness } from '@wcpp/contract';
import { acceptOf } from '../../lib/exports';
import { saveFile } from '../../lib/files';
import { call, callNamedFile } from '../../lib/http';

/** The criteria of one client search (every choice of the cascade). */
export interface ClientCriteria {
  lob: LineOfBusiness;
  tin: string;
  prvId: number;
  state: string;
  productCd: string;
}

const paramsOf = (c: ClientCriteria) => ({ lob: c.lob, providerId: c.prvId, state: c.state, productCd: c.productCd, tin: c.tin });

/** Query keys of Client List: each step of the cascade by the choices before it. */
export const clientListKeys = {
  all: ['client-list'] as const,
  providers: (tin: string) => [...clientListKeys.all, 'providers', tin] as const,
  states: (type: string, prvId: number) => [...clientListKeys.all, 'states', type, prvId] as const,
  products: (lob: string, prvId: number, state: string, tin: string) => [...clientListKeys.all, 'products', lob, prvId, state, tin] as const,
  /** `run` counts the searches: Search always asks the server again. */
  clients: (c: ClientCriteria, run: number) => [...clientListKeys.all, 'clients', c.lob, c.prvId, c.state, c.productCd, c.tin, run] as const,
};

/** GET /clients/list/{tin}: the participating providers of the TIN. */
export const useClientProviders = (tin: string) =>
  useQuery({ queryKey: clientListKeys.providers(tin), queryFn: () => call(clientListCalls.clientProviders, { params: { tin } }), enabled: Boolean(tin) });

/** GET /clients/states/{providerType}/{providerId}/. */
export const useClientStates = (provider: { prvId: number; prvProviderType: string } | null) =>
  useQuery({
    queryKey: clientListKeys.states(provider?.prvProviderType ?? '', provider?.prvId ?? 0),
    queryFn: () => call(clientListCalls.clientStates, { params: { providerType: provider!.prvProviderType, providerId: provider!.prvId } }),
    enabled: Boolean(provider),
  });

/** GET /clients/getProductsByProv/{lob}/{providerId}/{state}/{tin}/. */
export const useClientProducts = (lob: LineOfBusiness, prvId: number | null, state: string, tin: string) =>
  useQuery({
    queryKey: clientListKeys.products(lob, prvId ?? 0, state, tin),
    queryFn: () => call(clientListCalls.clientProducts, { params: { lob, providerId: prvId!, state, tin } }),
    enabled: Boolean(prvId && state && tin),
  });

/** GET /clients/getClientsByLOB/{lob}/{providerId}/{state}/{productCd}/{tin}/: the search, once submitted. */
export const useClients = (criteria: ClientCriteria | null, run: number) =>
  useQuery({
    queryKey: criteria ? clientListKeys.clients(criteria, run) : [...clientListKeys.all, 'clients', 'none'],
    queryFn: () => call(clientListCalls.clientsByLob, { params: paramsOf(criteria!) }),
    enabled: Boolean(criteria),
  });

/**
 * The table's Export (issue 27 §3, decision 061): the same rows as DOWNLOAD, as the spec's
 * Client_List.xlsx or as Client_List.csv, named by the server.
 */
export async function exportClientList(c: ClientCriteria, view: { filters: Record<string, string>; sort: { id: string; desc: boolean } }, format: ExportFormat) {
  const query = { ...view.filters, sort: view.sort.id as ClientColumnId, desc: view.sort.desc ? ('true' as const) : ('false' as const) };
  const { blob, name } = await callNamedFile(clientListCalls.clientsByLob, { params: paramsOf(c), query }, acceptOf(format));
  saveFile(blob, name ?? `Client_List.${format}`);
}
