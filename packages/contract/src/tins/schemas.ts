import * as z from 'zod/mini';

/** GET /ftin/userFtins/{userName}: one TIN of the user. */
export const UserFtinSchema = z.object({ ftin: z.string(), createdDate: z.nullable(z.string()), activeFlag: z.boolean() });
export type UserFtin = z.infer<typeof UserFtinSchema>;

/** GET /ftin/userFtins/{userName}. */
export const UserFtinListSchema = z.array(UserFtinSchema);
