import {
  emailChangeMessage,
  profileUpdateMessage,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of profile is shown, and how its code reads there (lib/errors.ts). */

export const emailChange = ({ code }: Refusal) => emailChangeMessage(code);
export const profileUpdate = ({ code, serverMessage }: Refusal) => profileUpdateMessage(code, serverMessage);
