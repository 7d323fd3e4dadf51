import type { AddUserRequest, GroupFtin, ProviderListItem } from '@wcpp/contract';

/** What Add User's step 1 holds: every field as typed (part 2 §2: PREVIOUS brings all of it back). */
export interface AddUserValues {
  typeCd: string;
  groupAssignment: 'new' | 'existing';
  grpInfoId: string;
  userFirstName: string;
  userMidName: string;
  userLastName: string;
  phoneNum: string;
  emailAddr: string;
  employeeId: string;
  affiliationCd: string;
  affiliationDesc: string;
  jobTitle: string;
  companyNm: string;
  companyUrl: string;
}

/** The navigation state between the two steps. */
export interface AddUserDraft {
  values: AddUserValues;
  /** The group whose TINs were loaded (Add, or the administrator's own group) and its TINs. */
  group: { id: number; tins: GroupFtin[] } | null;
  /** A new group's TINs, chosen in the Add TIN Provider dialog. */
  providers: ProviderListItem[];
  /** TINs ticked on step 2 (PRUS). */
  selected: string[];
  /** Step 1's address (/wcpp/AddUser or /wcpp/ManageUserAddUser), where PREVIOUS returns. */
  from?: string;
}

export const emptyValues = (typeCd = ''): AddUserValues => ({
  typeCd,
  groupAssignment: 'new',
  grpInfoId: '',
  userFirstName: '',
  userMidName: '',
  userLastName: '',
  phoneNum: '',
  emailAddr: '',
  employeeId: '',
  affiliationCd: '',
  affiliationDesc: '',
  jobTitle: '',
  companyNm: '',
  companyUrl: '',
});

export const isProviderType = (typeCd: string) => typeCd === 'PRAD' || typeCd === 'PRUS';
/** A PRAD of a new group (only the internal system administrator starts one). */
export const isNewGroup = (v: AddUserValues, callerType: string) => v.typeCd === 'PRAD' && callerType === 'ISAD' && v.groupAssignment === 'new';

/** The add-user payload (part 2 §3) of a draft: TINs are sent for a PRUS (ticked) and a new group (chosen), none otherwise (§4). */
export function toRequest(draft: AddUserDraft, callerType: string, tins: string[]): AddUserRequest {
  const v = draft.values;
  const provider = isProviderType(v.typeCd);
  const newGroup = isNewGroup(v, callerType);
  return {
    typeCd: v.typeCd,
    userFirstName: v.userFirstName,
    userMidName: v.userMidName,
    userLastName: v.userLastName,
    phoneNum: v.phoneNum,
    emailAddr: v.emailAddr,
    grpInfoId: provider && !newGroup ? (draft.group?.id ?? (v.grpInfoId || null)) : null,
    userFtins: tins.map((ftin) => ({ ftin })),
    employeeId: provider ? null : v.employeeId,
    affiliationCd: provider ? v.affiliationCd : null,
    affiliationDesc: provider ? v.affiliationDesc : null,
    jobTitle: provider ? v.jobTitle : null,
    companyNm: provider ? v.companyNm : null,
    companyUrl: provider ? v.companyUrl : null,
  };
}
