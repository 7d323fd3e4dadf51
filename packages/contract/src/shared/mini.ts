import * as z from 'zod/mini';

/**
 * zod/mini spellings the contract uses often (not exported from the package). `transformed(schema, fn)` is
 * classic zod's `schema.transform(fn)`; `fail` is classic's `ctx.addIssue` inside a transform, which
 * mini's transform context does not have.
 */
export const transformed = <A extends z.ZodMiniType, O>(schema: A, fn: (value: z.output<A>, ctx: z.core.ParsePayload) => O) =>
  z.pipe(schema, z.transform<z.output<A>, O>(fn));

export function fail(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** A refinement context: what `z.superRefine` hands its function. */
export type RefinementCtx = z.core.$RefinementCtx;
