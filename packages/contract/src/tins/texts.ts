/**
 * A TIN as a person reads it where TINs are listed or chosen: the number, then its nickname if it has one.
 * Here among the labels, free of the TIN rules, so a screen that lists TINs does not carry the schemas.
 */
export const tinLabel = (ftin: string, nickname: string | null | undefined): string => (nickname ? `${ftin} (${nickname})` : ftin);

/** Labels of Manage TINs of the group (part 2 §2, §5; decision 038 where the spec has none). */
export const tinsTexts = {
  title: 'Manage TINs',
  addTitle: 'Add a TIN',
  tin: 'Tax ID Number (TIN)',
  billControlNumber: 'Bill Control Number',
  providerId: 'Provider ID',
  add: 'ADD',
  remove: 'Remove',
  removeButton: 'REMOVE',
  dateAdded: 'Date Added',
  summary: 'An error has occurred. Please address all fields marked with “Error”.',
  /** TIN nicknames (issue 27 §2, decision 063). */
  nickname: 'Nickname',
  nicknameTitle: (tin: string) => `Nickname of TIN ${tin}`,
  nicknameHelp: 'The practice name people see beside this TIN wherever it is listed or chosen. Leave it empty to remove it.',
  nicknameAction: (tin: string) => `Edit the nickname of TIN ${tin}`,
  editNickname: 'Edit',
  save: 'SAVE',
  cancel: 'CANCEL',
} as const;

/**
 * Who decided a group's TIN request, as the requesting group reads it: the deciding group, never a
 * person of another group (docs/decisions/047).
 */
export const tinClaimDeciders = {
  holdingGroup: (grpInfoId: number) => `Group ${grpInfoId}, which holds the TIN`,
  internal: 'WCPP',
} as const;
