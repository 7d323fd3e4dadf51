import * as z from 'zod/mini';

/** GET /appProperties/property/{name}. */
export const AppPropertySchema = z.object({ propertyNm: z.string(), propertyValue: z.string() });
