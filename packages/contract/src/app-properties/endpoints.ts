import * as z from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';
import { AppPropertySchema } from './schemas';

/** Application properties (part 1 §7). This module holds call descriptions only: the contract exports it as `appPropertyCalls`. */

/** A server property the app reads, such as FE_APP_TIMEOUT. */
export const appProperty = defineEndpoint({
  method: 'GET',
  path: '/appProperties/property/:name',
  params: z.object({ name: z.string().check(z.regex(/^[A-Z_]{1,60}$/)) }),
  responses: { 200: AppPropertySchema, 404: ApiErrorSchema },
  guard: 'signedIn',
  summary: 'A server property (FE_APP_TIMEOUT: idle timeout in minutes)',
  tags: ['session'],
});
