/** Manage TINs of the group (part 2 §5, §8), word for word; texts the spec does not have are chosen in docs/decisions/038. */
import { genericMessages } from '../shared/errors';
import { registrationCodeMessages } from '../registration/messages';

export const groupTinMessages = {
  enterTin: 'Error: Enter a Tax ID Number (TIN)',
  tinDigits: 'Error: Enter a valid Tax ID Number (TIN)',
  tinNine: 'Error: Enter a 9-digit Tax ID Number (TIN)',
  enterProof: 'Error: Enter a Bill Control Number or Provider ID Number',
  providerId: 'Error: Enter a valid Provider ID Number',
  /** Not in the spec (decision 038): the bill control number is 1 to 14 digits (part 2 §9). */
  billControlNumber: 'Error: Enter a valid Bill Control Number',
  added: (tin: string) => `TIN ${tin} has been successfully added.`,
  /** GET /ftin/validateFtin: the proof holds and nothing was saved (not in the spec; decision 038). */
  proven: (tin: string) => `TIN ${tin} can be added to the group.`,
  removed: 'The selected TIN(s) have been successfully removed.',
  noneSelected: 'You have not selected a TIN to remove.',
  removeAll: 'You cannot remove all TINs.',
  /** The confirmation before removing (part 2 §5 says it warns that access is cut; the wording is chosen). */
  removeWarning: 'Removing a TIN removes access to it for all users associated with the TIN. Do you want to continue?',
  retrieval: genericMessages.retrieval,
  /** A TIN another group holds is added only once a holder approves it (docs/decisions/047). */
  claimPending: (tin: string) =>
    `TIN ${tin} is registered to another provider group. Your request has been sent to that group's administrators; the TIN is added to your group once they approve it.`,
  claimApproved: (tin: string) => `The request for TIN ${tin} has been approved.`,
  claimDenied: (tin: string) => `The request for TIN ${tin} has been denied.`,
} as const;

/** The requests of other groups for a group's TINs (docs/decisions/047), in Manage TINs. */
export const tinClaimTexts = {
  incomingTitle: 'Requests for your TINs',
  incomingHelp: 'Another provider group proved one of your TINs and asks to see its bills, claims and payments. Approve only a group you know.',
  allTitle: 'Requests for TINs held by another group',
  ownTitle: "Your group's TIN requests",
  approve: 'Approve',
  deny: 'Deny',
  approveConfirm: (tin: string, group: number) => `Approve group ${group} for TIN ${tin}? Its users will see the bills, claims and payments of this TIN.`,
  denyConfirm: (tin: string, group: number) => `Deny the request of group ${group} for TIN ${tin}?`,
  statuses: { PENDING: 'Waiting for approval', APPROVED: 'Approved', DENIED: 'Denied' },
  none: 'There are no requests.',
  /** The tables' headings (the TIN column is tinsTexts.tin). */
  group: 'Requesting Group',
  requestedBy: 'Requested By',
  requestedDate: 'Date Requested',
  status: 'Status',
  actions: 'Actions',
  /** A row's buttons read Approve and Deny; their names say which request, as a screen reader lists them. */
  approveLabel: (tin: string, group: number) => `Approve group ${group} for TIN ${tin}`,
  denyLabel: (tin: string, group: number) => `Deny group ${group} for TIN ${tin}`,
  /** What names a row (its details button). */
  rowLabel: (tin: string, group: number) => `TIN ${tin}, group ${group}`,
} as const;

/** Server codes of adding a group TIN (part 2 §8 TIN management). The 'combination not on file' wording is registration's. */
export const groupTinCodeMessages = {
  TIN_EXISTS_INTGRP: 'TIN already associated to the Provider Group',
  FTIN_RESTRICTED_FOR_REGISTRATION: 'Adding a TIN owned by our organization is not allowed.',
  INVALID_FTIN_BCN: registrationCodeMessages.INVALID_FTIN_BCN,
  VALID_FTIN_INVALID_BCN: registrationCodeMessages.VALID_FTIN_INVALID_BCN,
  INVALID_FTIN_CPDID: registrationCodeMessages.INVALID_FTIN_CPDID,
  VALID_FTIN_INVALID_CPDID: registrationCodeMessages.VALID_FTIN_INVALID_CPDID,
  TIN_PROOF_ATTEMPTS: registrationCodeMessages.TIN_PROOF_ATTEMPTS,
  /** Not in the spec (docs/decisions/047). */
  TIN_CLAIM_PENDING: 'A request for this TIN is already waiting for approval.',
  TIN_CLAIM_DECIDED: 'This request has already been decided.',
  TIN_CLAIM_DENIED: 'The group that holds this TIN denied your request. Please contact Provider Portal support.',
  TIN_CLAIM_LIMIT: 'Too many requests for TINs today. Please try again tomorrow or contact Provider Portal support.',
} as const;
export type GroupTinCode = keyof typeof groupTinCodeMessages;

/** The message of a refused TIN add: by the code's prefix (too many wrong proofs starts with FTIN_RESTRICTED…), else generic. */
export function groupTinMessage(code: string | null | undefined): string {
  const known = (Object.keys(groupTinCodeMessages) as GroupTinCode[]).find((c) => code === c || code?.startsWith(`${c}_`));
  return known ? groupTinCodeMessages[known] : genericMessages.generic;
}

/** TIN nicknames (issue 27 §2, docs/decisions/063-tin-nicknames.md). */
export const tinNicknameMessages = {
  tooLong: 'A nickname has at most 60 characters.',
  invalid: 'A nickname cannot hold line breaks or other control characters.',
  saved: (tin: string) => `The nickname of TIN ${tin} has been saved.`,
  cleared: (tin: string) => `The nickname of TIN ${tin} has been removed.`,
  notGroupTin: 'This TIN is not one of the group\'s active TINs.',
} as const;
