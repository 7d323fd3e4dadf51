import * as z from 'zod/mini';

/**
 * Answers several areas share. An area's own answers sit in its schemas.ts, so every response type
 * the web uses is inferred from one schema (docs/decisions/032). Response schemas describe the wire
 * as it is: no transforms, so input and output types agree.
 */

/** A response schema; the web's http helpers take one as a type argument. */
export type ResponseSchema = z.ZodMiniType;
/** The value a response schema describes. */
export type ResponseOf<S extends ResponseSchema> = z.output<S>;

/** Every error the API sends has this shape; `code` drives the client's catalogue. */
export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.optional(z.record(z.string(), z.string())),
  requestId: z.optional(z.string()),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

/** POST /public/registration/start, /public/resetPasswordByUser/start, /public/forgotUsername: where the e-mail went. */
export const EmailSentResponseSchema = z.object({ emailAddress: z.string() });
/** GET /users/needsBackfill/{userName}, /billSearch/imageExist, /billSearch/precheckEor. */
export const YesNoResponseSchema = z.boolean();
/** A 204 answer (PATCH /notifications/viewed/{userId}). */
export const NoContentSchema = z.void();
