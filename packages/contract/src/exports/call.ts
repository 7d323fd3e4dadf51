import { CSV_TYPE, file, XLSX_TYPE } from '../endpoint';
import { ApiErrorSchema } from '../shared/answers';

/**
 * The answers of every table export (docs/decisions/061-exports.md): the file, or a refusal. Each
 * export is described with defineEndpoint beside its list (the web build reads those literally).
 */
export const tableExportAnswers = { 200: file(CSV_TYPE, XLSX_TYPE), 400: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema, 429: ApiErrorSchema } as const;
