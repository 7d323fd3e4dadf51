/** Client List (part 1 §3 client list row, provider and option lists; §7 the calls). */
import * as z from 'zod/mini';
import { linesOfBusiness, type LineOfBusiness } from '../enums';
import { formatPhone } from '../shared/fields';
import { clientListMessages } from './messages';

/** Line of business (part 1 §9): WC (Workers' Comp) or AUTO. */
export const LineOfBusinessSchema = z.enum(Object.keys(linesOfBusiness) as [LineOfBusiness, ...LineOfBusiness[]]);

/** A provider of the chosen TIN that participates in the network (GET /clients/list/{tin}). */
export const ClientProviderSchema = z.object({ prvId: z.int(), prvName: z.string(), prvProviderType: z.string() });
export type ClientProvider = z.infer<typeof ClientProviderSchema>;
export const ClientProviderListSchema = z.array(ClientProviderSchema);

/** A state the provider participates in (GET /clients/states/{providerType}/{providerId}/). */
export const ClientStateSchema = z.object({ addState: z.string() });
export const ClientStateListSchema = z.array(ClientStateSchema);

/** A product of the provider in that line of business and state (GET /clients/getProductsByProv/…). */
export const ClientProductSchema = z.object({ productName: z.string(), productCd: z.string() });
export type ClientProduct = z.infer<typeof ClientProductSchema>;
export const ClientProductListSchema = z.array(ClientProductSchema);

/** One client or payer (part 1 §3 client list row); each text may be missing on file. */
export const ClientRowSchema = z.object({
  aeName: z.string(),
  affltdPayorName: z.nullable(z.string()),
  ecsName: z.nullable(z.string()),
  billClmAttntn: z.nullable(z.string()),
  billClmAddr: z.nullable(z.string()),
  ecsPhoneNum: z.nullable(z.string()),
  billClmPhoneNum: z.nullable(z.string()),
  ecsPayorId: z.nullable(z.string()),
});
export type ClientRow = z.infer<typeof ClientRowSchema>;
export const ClientListSchema = z.array(ClientRowSchema);

export type ClientColumnId = keyof ClientRow;

/**
 * The results table's columns in order (part 1 §3; the headings the spec does not give are chosen in
 * docs/decisions/039), each with the text it shows, filters and sorts on. The table and the
 * Client_List.xlsx export share them, so the export's "filtered rows" are the table's.
 */
export const clientColumns: readonly { id: ClientColumnId; header: string; width: number; text: (row: ClientRow) => string }[] = [
  { id: 'aeName', header: 'Client Name', width: 36, text: (r) => r.aeName },
  { id: 'affltdPayorName', header: 'Affiliated With', width: 30, text: (r) => r.affltdPayorName ?? '' },
  { id: 'ecsName', header: 'Eligibility Benefits / Compensability Name', width: 36, text: (r) => r.ecsName ?? '' },
  { id: 'ecsPhoneNum', header: 'Eligibility Benefits / Compensability Phone', width: 20, text: (r) => (r.ecsPhoneNum ? formatPhone(r.ecsPhoneNum) : '') },
  { id: 'ecsPayorId', header: 'Payer ID', width: 12, text: (r) => r.ecsPayorId ?? '' },
  { id: 'billClmAttntn', header: 'Bill / Claim Attention', width: 28, text: (r) => r.billClmAttntn ?? '' },
  { id: 'billClmAddr', header: 'Bill / Claim Address', width: 44, text: (r) => r.billClmAddr ?? '' },
  { id: 'billClmPhoneNum', header: 'Bill / Claim Phone', width: 16, text: (r) => (r.billClmPhoneNum ? formatPhone(r.billClmPhoneNum) : '') },
];

export const clientColumnIds = clientColumns.map((c) => c.id);

/** The table's view of the rows: per-column filters (substring, any case: part 1 §9) and one sort. */
export interface ClientTableView {
  filters: Partial<Record<ClientColumnId, string>>;
  sort: { id: ClientColumnId; desc: boolean };
}

/** Part 1 §9: clients sort by name, ascending, at first. */
export const defaultClientSort: ClientTableView['sort'] = { id: 'aeName', desc: false };

/** The rows the table shows under a view, in its order: what DOWNLOAD exports (all rows when no filter is set). */
export function viewClientRows(rows: readonly ClientRow[], view: ClientTableView): ClientRow[] {
  const filters = clientColumns
    .map((c) => ({ c, needle: (view.filters[c.id] ?? '').toLowerCase() }))
    .filter((f) => f.needle);
  const kept = rows.filter((row) => filters.every(({ c, needle }) => c.text(row).toLowerCase().includes(needle)));
  const column = clientColumns.find((c) => c.id === view.sort.id) ?? clientColumns[0]!;
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  const sorted = [...kept].sort((a, b) => collator.compare(column.text(a), column.text(b)));
  return view.sort.desc ? sorted.reverse() : sorted;
}

/** Part 1 §9: Client_List.xlsx, sheet "Client List", the criteria in the header rows, headings on row 11. */
export const clientListExport = {
  fileName: 'Client_List.xlsx',
  sheetName: 'Client List',
  headingRow: 11,
  criteria: { lob: 'Line of Business', tin: 'Tax ID', provider: 'Provider ID', state: 'State', product: 'Product', date: 'Date' },
} as const;

/** A choice of a cascade the form requires, with the spec's message when it is missing. */
const chosen = (message: string) => z.string().check(z.minLength(1, message));

/** The Client List form (part 1 §5): Tax ID, Provider, State and Product, each required with its own message. */
export const ClientListFormSchema = z.object({
  tin: chosen(clientListMessages.selectTin),
  prvId: chosen(clientListMessages.selectProvider),
  state: chosen(clientListMessages.selectState),
  productCd: chosen(clientListMessages.selectProduct),
});
export type ClientListForm = z.infer<typeof ClientListFormSchema>;
