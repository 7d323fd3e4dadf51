import {
  addUserMessages,
  adminProfileMessages,
  changePasswordCodeMessages,
  claimMessages,
  documentBundleMessages,
  emailChangeCodeMessages,
  exportTexts,
  feeScheduleMessages,
  forgotUsernameCodeMessages,
  genericMessages,
  groupTinCodeMessages,
  groupTinMessages,
  lockedMessage,
  manageUsersMessages,
  NO_OTHER_ADMIN,
  notificationMessages,
  paymentMessages,
  registrationCodeMessages,
  resetCompleteCodeMessages,
  resetStartCodeMessages,
  signInMessages,
  signInSecurityMessages,
  userTinsMessages,
} from '@wcpp/contract';
import { describe, expect, it } from 'vitest';
import { errorCode, errorFields, errorMessage } from './errors';
import * as accountErrors from './error-contexts/accounts';
import { adminProfileFields } from './error-contexts/fields';
import * as passwordErrors from './error-contexts/password';
import * as profileErrors from './error-contexts/profile';
import * as registrationErrors from './error-contexts/registration';
import * as signInErrors from './error-contexts/sign-in';
import * as claimErrors from './error-contexts/claims';
import * as feeScheduleErrors from './error-contexts/fee-schedule';
import * as fileErrors from './error-contexts/files';
import * as notificationErrors from './error-contexts/notifications';
import * as securityErrors from './error-contexts/sign-in-security';
import * as secondStepErrors from './error-contexts/second-step';

/** Every place a refusal is shown, of every area. */
const contexts = { ...signInErrors, ...registrationErrors, ...passwordErrors, ...profileErrors, ...accountErrors, ...feeScheduleErrors, ...notificationErrors, ...claimErrors, ...fileErrors, ...securityErrors, ...secondStepErrors };

type ErrorContext = keyof typeof contexts;
import { ApiError } from './http';

const refused = (code: string, status = 400, message = 'Error: The server says why.', fields?: Record<string, string>) => new ApiError(status, code, message, fields);
/** No answer came (the network failed): every screen says its "anything else". */
const offline = new TypeError('Failed to fetch');

/**
 * Each context: what a code it knows reads there, and what anything else reads. The record is typed
 * by every context, so a context added to lib/errors.ts without its rows here fails type checking.
 */
const table: Record<ErrorContext, { known: [ApiError, string][]; otherwise: string; showsServerFailure?: boolean }> = {
  signIn: {
    known: [
      ...Object.entries(signInMessages)
        .filter(([code]) => code !== 'OTHER')
        .map(([code, text]): [ApiError, string] => [refused(code, 401), text]),
      [refused('USER_ACCT_LOCKED:15', 401), lockedMessage(15)],
    ],
    otherwise: signInMessages.OTHER,
  },
  secondStep: {
    known: [
      ...Object.entries(signInSecurityMessages).map(([code, text]): [ApiError, string] => [refused(code, 401), text]),
      [refused('USER_ACCT_LOCKED:30', 401), lockedMessage(30)],
      [refused('USER_ACCT_TERMINATED', 401), signInMessages.USER_ACCT_TERMINATED],
    ],
    otherwise: signInMessages.OTHER,
  },
  stepUp: { known: Object.entries(signInSecurityMessages).map(([code, text]) => [refused(code, 401), text]), otherwise: genericMessages.generic },
  security: {
    known: [
      ...Object.entries(signInSecurityMessages).map(([code, text]): [ApiError, string] => [refused(code, 409), text]),
      [refused('MIRROR_READ_ONLY', 403, 'Error: The server says why.'), 'Error: The server says why.'],
    ],
    otherwise: genericMessages.generic,
  },
  registrationStart: { known: [[refused('INVALID_EMAIL'), registrationCodeMessages.INVALID_EMAIL]], otherwise: genericMessages.genericOccured },
  registrationComplete: {
    known: Object.entries(registrationCodeMessages).map(([code, text]) => [refused(code), text]),
    otherwise: genericMessages.generic,
  },
  emailChange: { known: Object.entries(emailChangeCodeMessages).map(([code, text]) => [refused(code), text]), otherwise: genericMessages.generic },
  profileUpdate: {
    known: [
      [refused('INVALID_ENLYTE_EMPLOYEE_ID'), genericMessages.generic],
      [refused('AFFILIATION_LOCKED', 403, 'Your affiliation can only be changed by your Account Administrator.'), 'Error: Your affiliation can only be changed by your Account Administrator.'],
    ],
    otherwise: genericMessages.generic,
    // Part 2 §8: any other server message is shown after 'Error: '.
    showsServerFailure: true,
  },
  resetStart: { known: Object.entries(resetStartCodeMessages).map(([code, text]) => [refused(code), text]), otherwise: genericMessages.genericOccured },
  resetComplete: { known: Object.entries(resetCompleteCodeMessages).map(([code, text]) => [refused(code), text]), otherwise: genericMessages.generic },
  forgotUsername: { known: Object.entries(forgotUsernameCodeMessages).map(([code, text]) => [refused(code), text]), otherwise: genericMessages.generic },
  changePassword: {
    known: Object.entries(changePasswordCodeMessages).map(([code, text]) => [refused(code), text]),
    otherwise: changePasswordCodeMessages.failed,
  },
  manageUsers: {
    known: [
      [refused(NO_OTHER_ADMIN, 409), manageUsersMessages.noOtherAdmin],
      [refused('NO_OTHER_ADMIN_CONVERT', 409), manageUsersMessages.noOtherAdminConvert],
      [refused('EMAIL_BLANK'), manageUsersMessages.blankEmail],
      [refused('MIRROR_READ_ONLY', 403, 'Read only while mirroring.'), 'Read only while mirroring.'],
    ],
    otherwise: manageUsersMessages.failure,
  },
  userTins: {
    known: [
      [refused('VALIDATION', 400, userTinsMessages.removeAll), userTinsMessages.removeAll],
      [refused('PRAD_TINS_FIXED', 409), userTinsMessages.providerAdminFixed],
      [refused(NO_OTHER_ADMIN, 409), manageUsersMessages.noOtherAdmin],
    ],
    otherwise: manageUsersMessages.failure,
  },
  addUser: { known: [[refused('INVALID_EMAIL'), addUserMessages.emailInUse]], otherwise: genericMessages.generic },
  groupTinAdd: {
    known: [
      ...Object.entries(groupTinCodeMessages).map(([code, text]): [ApiError, string] => [refused(code), text]),
      [refused('TIN_PROOF_ATTEMPTS_TIN', 429), groupTinCodeMessages.TIN_PROOF_ATTEMPTS],
    ],
    otherwise: genericMessages.generic,
  },
  groupTinRemove: { known: [[refused('LAST_TIN', 409), groupTinMessages.removeAll]], otherwise: genericMessages.generic },
  feeScheduleRequest: {
    known: [
      [refused('HOSPITAL_LETTERHEAD', 400, feeScheduleMessages.hospitalLetterhead), feeScheduleMessages.hospitalLetterhead],
      [refused('RATE_LIMITED', 429, 'Too many requests this hour.'), 'Too many requests this hour.'],
    ],
    otherwise: feeScheduleMessages.requestFailed,
  },
  feeScheduleFile: { known: [[refused('GONE', 410, 'This file has been removed.'), 'This file has been removed.']], otherwise: feeScheduleMessages.fileFailed },
  notificationSave: { known: [[refused('VALIDATION', 400, 'Error: Send date is in the past.'), 'Error: Send date is in the past.']], otherwise: notificationMessages.saveFailed },
  notificationAction: { known: [[refused('CONFLICT', 409, 'Already sent.'), 'Already sent.']], otherwise: notificationMessages.actionFailed },
  claim: { known: [[refused('NOT_FOUND', 404, claimMessages.notFound), claimMessages.notFound]], otherwise: claimMessages.notFound },
  payment: { known: [[refused('NOT_FOUND', 404, paymentMessages.notFound), paymentMessages.notFound]], otherwise: paymentMessages.notFound },
  paymentSearch: { known: [[refused('VALIDATION', 400, 'Error: Enter a valid date.'), 'Error: Enter a valid date.']], otherwise: genericMessages.generic },
  documentBundle: { known: [[refused('DOWNLOAD_LIMIT', 429, 'Too many downloads.'), 'Too many downloads.']], otherwise: documentBundleMessages.failed },
  tableExport: { known: [[refused('TOO_MANY_ROWS', 400, 'Too many rows.'), 'Too many rows.']], otherwise: exportTexts.failed },
};

describe('errorMessage', () => {
  for (const [context, { known, otherwise, showsServerFailure }] of Object.entries(table) as [ErrorContext, (typeof table)[ErrorContext]][]) {
    describe(context, () => {
      it.each(known.map(([error, text]) => [error.code, error, text] as const))('reads %s as the contract says', (_code, error, text) => {
        expect(text).toBeTruthy();
        expect(errorMessage(contexts[context], error)).toBe(text);
      });

      it('reads an unknown code, a server failure and no answer at all as its "anything else"', () => {
        expect(otherwise).toBeTruthy();
        expect(errorMessage(contexts[context], refused('SOMETHING_NEW', 400, ''))).toBe(otherwise);
        expect(errorMessage(contexts[context], refused('INTERNAL', 500, 'Internal Server Error'))).toBe(showsServerFailure ? 'Error: Internal Server Error' : otherwise);
        expect(errorMessage(contexts[context], offline)).toBe(otherwise);
        expect(errorMessage(contexts[context], null)).toBe(otherwise);
      });
    });
  }

  it('never answers with a name every object inherits', () => {
    for (const context of Object.keys(table) as ErrorContext[]) {
      for (const code of ['__proto__', 'constructor', 'toString']) expect(errorMessage(contexts[context], refused(code, 400, ''))).toBe(table[context].otherwise);
    }
  });
});

describe('errorCode and errorFields', () => {
  it("gives the server's code, or OTHER when no answer came", () => {
    expect(errorCode(refused('LAST_TIN', 409))).toBe('LAST_TIN');
    expect(errorCode(offline)).toBe('OTHER');
  });

  it("gives the server's field messages, and an address in use under Edit Profile's E-mail Address", () => {
    expect(errorFields(refused('VALIDATION', 400, 'x', { ftin: 'Error: Enter a valid TIN' }))).toEqual({ ftin: 'Error: Enter a valid TIN' });
    expect(adminProfileFields(refused('INVALID_EMAIL'))).toEqual({ emailAddr: adminProfileMessages.emailInUse });
    expect(adminProfileFields(refused('VALIDATION', 400, 'x', { ftin: 'Error: Enter a valid TIN' }))).toEqual({ ftin: 'Error: Enter a valid TIN' });
    expect(errorFields(refused('INVALID_EMAIL'))).toBeUndefined();
    expect(errorFields(offline)).toBeUndefined();
  });
});
