/**
 * What other modules and the seed use of accounts (ARCHITECTURE: a module is reached through its
 * service.ts): the bounded-guess primitive sign-in shares, and the invitation the demo seed writes.
 */
export { clearAttempts, guessOnRow, releaseAttempt, reserveAttempt, type AttemptPolicy } from '../../db/counters';
export { writeInvitation } from './registration';
export { compose, when } from './mails';
export { assertManagesGroup, assertUserAction, findAdministeredUser } from './access';
