import { z } from 'zod';
import { UserFtinSchema, UserNotificationSchema } from './user';

/**
 * Answers of calls whose response had no schema in the contract (the server wrote them inline), so
 * every response type the web uses is inferred from one schema here (docs/decisions/032).
 * Response schemas describe the wire as it is: no transforms, so input and output types agree.
 */

/** A response schema; the web's http helpers take one as a type argument. */
export type ResponseSchema = z.ZodType;
/** The value a response schema describes. */
export type ResponseOf<S extends ResponseSchema> = z.output<S>;

/** POST /public/registration/start, /public/resetPasswordByUser/start, /public/forgotUsername: where the e-mail went. */
export const EmailSentResponseSchema = z.object({ emailAddress: z.string() });
/** POST /public/resetPassword/complete. */
export const ResetCompleteResponseSchema = z.object({ userNm: z.string() });
/** POST /users/updatePwd. */
export const ChangePasswordResponseSchema = z.object({ result: z.literal('success') });
/** GET /users/needsBackfill/{userName}, /billSearch/imageExist, /billSearch/precheckEor. */
export const YesNoResponseSchema = z.boolean();
/** GET /ftin/userFtins/{userName}. */
export const UserFtinListSchema = z.array(UserFtinSchema);
/** GET /notifications/user/{userId}. */
export const UserNotificationListSchema = z.array(UserNotificationSchema);
/** A 204 answer (PATCH /notifications/viewed/{userId}). */
export const NoContentSchema = z.void();
