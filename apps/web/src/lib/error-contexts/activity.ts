import { genericMessages } from '@wcpp/contract';
import { explainedOr } from '../errors';

/** Where a refusal of the Activity is shown, and how its code reads there (lib/errors.ts). */

/** A search or a page of it: the server's own message for what it refused (its filters, a group chosen by a Provider Admin). */
export const search = explainedOr(genericMessages.generic);
