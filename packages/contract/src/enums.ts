/** Account types (part 1 §3, part 2 §1). */
export const userTypes = {
  PRUS: 'Provider User',
  PRAD: 'Provider Admin',
  IRAD: 'Internal Read-Only Admin',
  ISAD: 'Internal System Admin',
} as const;
export type UserTypeCd = keyof typeof userTypes;
export const userTypeCodes = Object.keys(userTypes) as UserTypeCd[];

/** Account statuses held in the user table; each sign-in outcome is decided from these. */
export const userStatuses = {
  ACTIV: 'Active',
  NEW: 'New',
  INACT: 'Inactive',
  DEACT: 'Deactivated',
  TERMD: 'Terminated',
} as const;
export type UserStatusCd = keyof typeof userStatuses;
export const userStatusCodes = Object.keys(userStatuses) as UserStatusCd[];

export const affiliations = {
  OFC_STAFF: 'Provider Office Staff',
  BILLING_CO: 'Billing Company',
  OTHER: 'Other',
} as const;
export type AffiliationCd = keyof typeof affiliations;
export const affiliationCodes = Object.keys(affiliations) as AffiliationCd[];
export const affiliationPlaceholder = 'Select One';

export const linesOfBusiness = { WC: "Workers' Comp", AUTO: 'Auto' } as const;
export type LineOfBusiness = keyof typeof linesOfBusiness;

export const isAdminType = (typeCd: string | null | undefined): boolean => typeCd === 'ISAD' || typeCd === 'IRAD';
export const isSubUserType = (typeCd: string | null | undefined): boolean => typeCd === 'PRUS';
