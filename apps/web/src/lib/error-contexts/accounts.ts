import {
  addUserMessages,
  genericMessages,
  groupTinMessage,
  groupTinMessages,
  manageUsersMessage,
  userTinsMessages,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of accounts is shown, and how its code reads there (lib/errors.ts). */

export const manageUsers = ({ code, serverMessage }: Refusal) => manageUsersMessage(code, serverMessage);
/** Manage TINs for a user (decision 038): the server names the TIN it refuses. */
export const userTins = (refusal: Refusal) =>
  refusal.code === 'VALIDATION' && refusal.serverMessage
    ? refusal.serverMessage
    : refusal.code === 'PRAD_TINS_FIXED'
      ? userTinsMessages.providerAdminFixed
      : manageUsersMessage(refusal.code, refusal.serverMessage);
export const addUser = ({ code }: Refusal) => (code === 'INVALID_EMAIL' ? addUserMessages.emailInUse : genericMessages.generic);
export const groupTinAdd = ({ code }: Refusal) => groupTinMessage(code);
export const groupTinRemove = ({ code }: Refusal) => (code === 'LAST_TIN' ? groupTinMessages.removeAll : genericMessages.generic);
