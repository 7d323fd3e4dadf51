import {
  feeScheduleMessages,
} from '@wcpp/contract';
import type { Refusal } from '../errors';

/** Where a refusal of fee-schedule is shown, and how its code reads there (lib/errors.ts). */

/** The letterhead of a hospital, or a 429 (requests in progress, the hourly or daily quota): the server explains. */
export const feeScheduleRequest = ({ code, status, serverMessage }: Refusal) =>
  (code === 'HOSPITAL_LETTERHEAD' || status === 429) && serverMessage ? serverMessage : feeScheduleMessages.requestFailed;
/** 410: the file was removed after its retention period (decision 048). */
export const feeScheduleFile = ({ status, serverMessage }: Refusal) => (status === 410 && serverMessage ? serverMessage : feeScheduleMessages.fileFailed);
