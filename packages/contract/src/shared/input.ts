import * as z from 'zod/mini';
import { inputMessages } from './errors';
import { transformed } from './mini';

/** Rules every text and every id of the API shares, whatever the area (docs/decisions/049). */

/** The largest id a row has: PostgreSQL's integer (int4). A larger one makes the database fail, not miss. */
export const MAX_ID = 2_147_483_647;

/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether a string is well-formed UTF-16, as String.prototype.isWellFormed (ES2024, not in our lib):
 * a lone surrogate is no character, and PostgreSQL refuses it in JSON (the audit row) or stores U+FFFD.
 */
export const isWellFormedText = (value: string): boolean => !UNPAIRED_SURROGATE.test(value);

/** The check a free-text field carries: `z.string().check(z.trim(), wellFormedText(), …)`. */
export const wellFormedText = () => z.refine<string>((value) => isWellFormedText(value), inputMessages.unpairedSurrogate);

/** An id in a body: a whole number from 1 to MAX_ID. */
export const idField = z.int(inputMessages.id).check(z.minimum(1, inputMessages.id), z.maximum(MAX_ID, inputMessages.id));

/** An id in a path or a query (text on the wire): digits only, read as a number from 1 to MAX_ID. */
export const idParam = z.pipe(transformed(z.string().check(z.regex(/^\d{1,10}$/, inputMessages.id)), Number), idField);
