import {
  registrationMessage,
  registrationStartMessage,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of registration is shown, and how its code reads there (lib/errors.ts). */

export const registrationStart = ({ code }: Refusal) => registrationStartMessage(code);
export const registrationComplete = ({ code }: Refusal) => registrationMessage(code);
