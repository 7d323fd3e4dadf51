/** PPO Fee Schedule messages (part 2 §5, §8), word for word; the letterhead wording is chosen (decision 042). */
import { supportContact } from '../shared/texts';

export const feeScheduleMessages = {
  selectTin: 'Error: Select Tax ID',
  selectProvider: 'Error: Select Provider',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
  providerNotFound: 'Error: Provider not found',
  noRateCodes: 'There are no Rate Codes for the selected criteria, please revise your search criteria and try again.',
  requestFailed: 'Your request could not be submitted, please retry.',
  accepted: 'Your request is in progress, and you will be notified once it is available.',
  /** Part 2 §8: for hospital-type (H) providers the fee schedule is asked for in writing. */
  hospitalLetterhead: `Fee schedules for hospitals are sent on written request. Please send a request on your company letterhead to ${supportContact.email} with the TIN, address and provider name, signed by an authorized representative.`,
  /** Chosen (decision 042): the file has come; where to find it. */
  ready: (fileName: string) => `Your fee schedule ${fileName} is ready. Open it from Your Fee Schedules below.`,
  /** Chosen: too many requests still being produced. */
  tooMany: 'You have several fee schedule requests in progress. Please wait until they are ready.',
  fileFailed: 'The file could not be opened. Please try again or contact Customer Service.',
  /** Chosen (decision 048): the quota of new files per user, in a rolling hour and a rolling day. */
  quotaHour: (limit: number) => `You have requested ${limit} fee schedules in the last hour, the most allowed. Please try again later.`,
  quotaDay: (limit: number) => `You have requested ${limit} fee schedules in the last 24 hours, the most allowed. Please try again later.`,
  /** Chosen (decision 048): a file is kept for a number of days, then removed. */
  expired: (days: number) => `This fee schedule was removed after ${days} days. Please request it again.`,
  /** A request or file that is not the caller's answers as one that does not exist. */
  requestNotFound: 'Request not found.',
  fileNotFound: 'File not found.',
} as const;
