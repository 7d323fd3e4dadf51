/** Providers by tax ID (part 2 §3 provider, §7 GET /provider/list/{tin}). */
import * as z from 'zod/mini';

/** One provider of a TIN: P physician, A ancillary, H hospital, F facility (part 2 §3). */
export const ProviderListItemSchema = z.object({ prvId: z.int(), prvName: z.string(), prvProviderType: z.string(), prvTaxId: z.string() });
export type ProviderListItem = z.infer<typeof ProviderListItemSchema>;
export const ProviderListSchema = z.array(ProviderListItemSchema);
