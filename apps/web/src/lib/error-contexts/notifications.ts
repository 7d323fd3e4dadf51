import {
  notificationMessages,
} from '@wcpp/contract';
import { explainedOr, type Refusal } from '../errors';

/** Where a refusal of notifications is shown, and how its code reads there (lib/errors.ts). */

/** A past date, a sent notification: the server says what to change. */
export const notificationSave = explainedOr(notificationMessages.saveFailed);
/** 409: the notification changed meanwhile (sent, deleted). */
export const notificationAction = ({ status, serverMessage }: Refusal) => (status === 409 && serverMessage ? serverMessage : notificationMessages.actionFailed);
