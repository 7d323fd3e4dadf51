/** Provider Resources (part 2 §2, §3 resource document, §7 the resource host's listing, §9 categories). */
import * as z from 'zod/mini';

/** Part 2 §9: the resource categories by code. */
export const resourceCategories = { NOT: 'Notifications', PR: 'Press Releases', PM: 'Provider Manuals', RN: 'Release Notes', TRN: 'Training' } as const;
export type ResourceCategory = keyof typeof resourceCategories;

/** One entity of GET {resource host}/api/assets/wcpp/provider-resources/provider-resources.json. */
export const ResourceEntitySchema = z.object({
  properties: z.object({ name: z.string(), category: z.string(), categoryName: z.optional(z.string()), walkmeId: z.nullish(z.string()) }),
  links: z.array(z.object({ rel: z.optional(z.array(z.string())), href: z.string() })),
});
export type ResourceEntity = z.infer<typeof ResourceEntitySchema>;
export const ResourceListingSchema = z.object({ data: z.object({ entities: z.array(ResourceEntitySchema) }) });
export type ResourceListing = z.infer<typeof ResourceListingSchema>;

/** The resource host's listing path, under RESOURCE_URL. */
export const resourceListingPath = '/api/assets/wcpp/provider-resources/provider-resources.json';
