import type { Resolver } from 'react-hook-form';
import type { BillSearchMode } from '@wcpp/contract';
import type { SearchValues } from './search-params';
import type { resolvers } from './search-validation';

let loading: Promise<typeof resolvers> | null = null;
const lazy: Partial<Record<BillSearchMode, Resolver<SearchValues, unknown, SearchValues>>> = {};

/** Starts loading the schemas (the person is in the form: the search is near). */
export function loadValidation(): Promise<typeof resolvers> {
  loading ??= import('./search-validation').then((module) => module.resolvers);
  return loading;
}

/**
 * The form's resolver for a mode. The schemas and zod load on the first validation (a search), not
 * with the screen: building them is work the first paint need not wait for (docs/decisions/046).
 */
export function lazyResolver(mode: BillSearchMode): Resolver<SearchValues, unknown, SearchValues> {
  return (lazy[mode] ??= async (values, context, options) => (await loadValidation())[mode](values, context, options));
}

