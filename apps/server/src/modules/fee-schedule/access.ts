import { assertSignedInUser } from '../../identity/access';
import { forbidden } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/context';

/**
 * Who may ask for a fee-schedule file (part 2 §8, docs/decisions/042-fee-schedule-jobs.md): the person
 * signed in, for themself (a mirror is refused before this, by the floor), and never the read-only
 * administrator, who changes nothing, a request included.
 */
export function assertRequester(auth: RequestAuth, userName: string): void {
  assertSignedInUser(auth, userName);
  if (auth.user.typeCd === 'IRAD') throw forbidden();
}
