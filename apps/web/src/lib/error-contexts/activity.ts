import { activityMessages, genericMessages } from '@wcpp/contract';
import { explainedOr, type Refusal } from '../errors';

/** Where a refusal of the Activity is shown, and how its code reads there (lib/errors.ts). */

/** A search or a page of it: the server's own message for what it refused (its filters, a group chosen by a Provider Admin). */
export const search = explainedOr(genericMessages.generic);

/** Who read the group's TINs: the server's own message (only a group's Provider Admins may ask). */
export const readers = explainedOr(genericMessages.generic);

/** The check of the record: another check is running (409 CHECK_RUNNING) in the contract's words, else as a search's. */
export const check = (refusal: Refusal): string => (refusal.code === 'CHECK_RUNNING' ? activityMessages.checkRunning : search(refusal));
