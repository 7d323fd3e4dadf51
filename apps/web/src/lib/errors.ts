import {
  addUserMessages,
  adminProfileMessages,
  changePasswordMessage,
  claimMessages,
  documentBundleMessages,
  emailChangeMessage,
  exportTexts,
  feeScheduleMessages,
  forgotUsernameMessage,
  genericMessages,
  groupTinMessage,
  groupTinMessages,
  manageUsersMessage,
  notificationMessages,
  paymentMessages,
  profileUpdateMessage,
  registrationMessage,
  registrationStartMessage,
  resetCompleteMessage,
  resetStartMessage,
  signInMessage,
  userTinsMessages,
} from '@wcpp/contract';
import { ApiError } from './http';

/** The server's code of a refused call; network failures and non-API errors are 'OTHER'. */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'OTHER');

/** What a message is made from: the refusal's code, its status (0 when no answer came) and the server's own text. */
interface Refusal {
  code: string;
  status: number;
  serverMessage: string | null;
}

/** A refusal the server explains (a 4xx) shows the server's text, which comes from the contract; anything else `fallback`. */
const explainedOr =
  (fallback: string) =>
  ({ status, serverMessage }: Refusal): string =>
    status >= 400 && status < 500 && serverMessage ? serverMessage : fallback;

/**
 * Where a refusal is shown, and how its code becomes the contract's message there (part 1 §8, part 2
 * §8): the same code reads differently on two screens (INVALID_EMAIL is "in use" when adding a user,
 * "does not exist" when asking for a username), so the call says where it is.
 */
const contexts = {
  signIn: ({ code }: Refusal) => signInMessage(code),
  registrationStart: ({ code }: Refusal) => registrationStartMessage(code),
  registrationComplete: ({ code }: Refusal) => registrationMessage(code),
  emailChange: ({ code }: Refusal) => emailChangeMessage(code),
  profileUpdate: ({ code, serverMessage }: Refusal) => profileUpdateMessage(code, serverMessage),
  resetStart: ({ code }: Refusal) => resetStartMessage(code),
  resetComplete: ({ code }: Refusal) => resetCompleteMessage(code),
  forgotUsername: ({ code }: Refusal) => forgotUsernameMessage(code),
  changePassword: ({ code }: Refusal) => changePasswordMessage(code),
  manageUsers: ({ code, serverMessage }: Refusal) => manageUsersMessage(code, serverMessage),
  /** Manage TINs for a user (decision 038): the server names the TIN it refuses. */
  userTins: (refusal: Refusal) =>
    refusal.code === 'VALIDATION' && refusal.serverMessage
      ? refusal.serverMessage
      : refusal.code === 'PRAD_TINS_FIXED'
        ? userTinsMessages.providerAdminFixed
        : manageUsersMessage(refusal.code, refusal.serverMessage),
  addUser: ({ code }: Refusal) => (code === 'INVALID_EMAIL' ? addUserMessages.emailInUse : genericMessages.generic),
  groupTinAdd: ({ code }: Refusal) => groupTinMessage(code),
  groupTinRemove: ({ code }: Refusal) => (code === 'LAST_TIN' ? groupTinMessages.removeAll : genericMessages.generic),
  /** The letterhead of a hospital, or a 429 (requests in progress, the hourly or daily quota): the server explains. */
  feeScheduleRequest: ({ code, status, serverMessage }: Refusal) =>
    (code === 'HOSPITAL_LETTERHEAD' || status === 429) && serverMessage ? serverMessage : feeScheduleMessages.requestFailed,
  /** 410: the file was removed after its retention period (decision 048). */
  feeScheduleFile: ({ status, serverMessage }: Refusal) => (status === 410 && serverMessage ? serverMessage : feeScheduleMessages.fileFailed),
  /** A past date, a sent notification: the server says what to change. */
  notificationSave: explainedOr(notificationMessages.saveFailed),
  /** 409: the notification changed meanwhile (sent, deleted). */
  notificationAction: ({ status, serverMessage }: Refusal) => (status === 409 && serverMessage ? serverMessage : notificationMessages.actionFailed),
  claim: explainedOr(claimMessages.notFound),
  payment: explainedOr(paymentMessages.notFound),
  paymentSearch: explainedOr(genericMessages.generic),
  documentBundle: explainedOr(documentBundleMessages.failed),
  export: explainedOr(exportTexts.failed),
} satisfies Record<string, (refusal: Refusal) => string>;

export type ErrorContext = keyof typeof contexts;

/** The contract's message for a failed call shown in `context`; a network failure or a missing error is "anything else". */
export function errorMessage(context: ErrorContext, error: unknown): string {
  const refusal: Refusal =
    error instanceof ApiError ? { code: error.code, status: error.status, serverMessage: error.message || null } : { code: 'OTHER', status: 0, serverMessage: null };
  return contexts[context](refusal);
}

/**
 * What a refused form's fields say: the server's field messages (a 400 names them), or for Edit
 * Profile an address in use under the E-mail Address (part 2 §8).
 */
export function errorFields(error: unknown, context?: 'adminProfile'): Record<string, string> | undefined {
  if (!(error instanceof ApiError)) return undefined;
  if (context === 'adminProfile' && error.code === 'INVALID_EMAIL') return { emailAddr: adminProfileMessages.emailInUse };
  return error.fields;
}
