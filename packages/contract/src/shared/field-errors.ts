/**
 * The one reading of a failed check as field messages (decision 051): the API's 400 VALIDATION answer,
 * the group-TIN proof, the forms of the web. No zod here: an issue is anything with a path and a
 * message, so the sign-in page's chunk stays small.
 */

/** What a check reports: zod's issues, or the server's validation entries turned into paths. */
export interface FieldIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** How an issue names its field: by default the first element of its path (the form's field, as `userFtins` for `userFtins.0.ftin`). */
export type FieldOf = (path: readonly PropertyKey[]) => string;

const firstElement: FieldOf = (path) => String(path[0]);

/** The whole path, dotted (`userFtins.0.ftin`): how the API's 400 names a field inside a list or an object. */
export const dottedPath: FieldOf = (path) => path.map(String).join('.');

/**
 * The first message per field, in the order of the issues. An issue without a path (the input as a
 * whole) is the field `_`.
 */
export function fieldErrors(issues: readonly FieldIssue[], fieldOf: FieldOf = firstElement): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path.length ? fieldOf(issue.path) : '_'] ??= issue.message;
  return errors;
}
