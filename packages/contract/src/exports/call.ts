import type * as z from 'zod/mini';
import { CSV_TYPE, file, XLSX_TYPE } from '../endpoint';
import type { GuardName } from '../permissions';
import { ApiErrorSchema } from '../shared/answers';

/**
 * A table's export call (POST, JSON body naming the rows, a CSV or XLSX answer): every export of
 * decision 061 has this shape; the areas describe theirs with it beside their lists.
 */
export function tableExportCall<const P extends `/exports/${string}`, const B extends z.core.$ZodType, const G extends GuardName>(
  path: P,
  body: B,
  guard: G,
  summary: string,
  tags: readonly string[],
) {
  return {
    method: 'POST',
    path,
    body,
    responses: { 200: file(CSV_TYPE, XLSX_TYPE), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema },
    guard,
    summary,
    tags: [...tags, 'exports'],
  } as const;
}
