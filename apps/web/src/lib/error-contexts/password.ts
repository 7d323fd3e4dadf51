import {
  changePasswordMessage,
  forgotUsernameMessage,
  resetCompleteMessage,
  resetStartMessage,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of password is shown, and how its code reads there (lib/errors.ts). */

export const resetStart = ({ code }: Refusal) => resetStartMessage(code);
export const resetComplete = ({ code }: Refusal) => resetCompleteMessage(code);
export const forgotUsername = ({ code }: Refusal) => forgotUsernameMessage(code);
export const changePassword = ({ code }: Refusal) => changePasswordMessage(code);
