/** Notifications and recipients messages (part 1 §5, §8), word for word; chosen ones name decision 043. */
import { genericMessages } from '../shared/errors';
import { userSearchMessages } from '../user-admin/messages';

export const notificationMessages = {
  nameRequired: 'Error: Enter Notification name',
  created: 'Notification Created.',
  updated: 'Notification updated.',
  /** Part 1 §8 gives no text for a failed create or update (decision 043). */
  saveFailed: 'Error: The notification could not be saved. Please try again or contact Customer Service.',
  /** Part 1 §8: delete, un-publish and list errors show no message there; the product says so (decision 043). */
  actionFailed: genericMessages.generic,
  listFailed: genericMessages.retrieval,
  /** Chosen (decision 043): the server's refusals of what the screen does not offer. */
  invalidDate: 'Error: Enter a valid send date (MM/dd/yyyy).',
  pastDate: 'Error: The send date cannot be in the past.',
  invalidLink: 'Error: Enter a notification link that starts with https:// or with / for a page of the portal.',
  unknownRecipients: 'Error: One or more recipients are not users of the portal.',
  tooManyRecipients: (max: number) => `Error: A notification can have at most ${max} recipients.`,
  sentLocked: 'Error: A sent notification cannot be changed. UN-PUBLISH it first.',
  sentNotDeleted: 'Error: A sent notification cannot be deleted. UN-PUBLISH it first.',
  notSent: 'Error: Only a sent notification can be un-published.',
  notReady: 'Error: Only a notification that is READY can be sent now.',
  notFound: 'Error: The notification no longer exists.',
  /** The server's refusals of a call the screens do not make so (the bell's viewed mark, an update without its id). */
  viewedNotFound: 'Notification not found.',
  updateUnnamed: 'Error: The notification to update is not named.',
  /** Chosen (decision 043): after SEND NOW and UN-PUBLISH and DELETE. */
  sending: 'Notification is being sent.',
  unpublished: 'Notification un-published.',
  deleted: 'Notification deleted.',
} as const;

/** Part 1 §5 and §8 recipient search. */
export const recipientSearchMessages = {
  enterOne: userSearchMessages.enterOne,
  usernamesMin: 'Error: Enter a minimum of 3 characters in usernames field',
  groupIdNumeric: userSearchMessages.groupIdNumeric,
  tinDigits: userSearchMessages.tinDigits,
  partialMin: userSearchMessages.partialEmailMin,
  noUsers: 'There are no users available for the criteria entered. Please revise your search criteria.',
  failure: genericMessages.retrieval,
  retrieving: 'Please wait while we retrieve data.',
  loadingRecipients: 'Loading Recipients...',
} as const;
