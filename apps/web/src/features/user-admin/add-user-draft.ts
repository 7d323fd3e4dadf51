import type { FieldErrors, Resolver } from 'react-hook-form';
import { AddUserRequestSchema, addUserMessages, fieldErrors, type AddUserRequest, type GroupFtin, type ProviderListItem } from '@wcpp/contract';

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
  /** A new group's TINs: the providers chosen in the Add TIN Provider dialog (the payload's userFtins). */
  providers: ProviderListItem[];
}

/** The group whose TINs were loaded (Add, or the administrator's own group) and its TINs. */
export type LoadedGroup = { id: number; tins: GroupFtin[] } | null;

/** The navigation state between the two steps. */
export interface AddUserDraft {
  values: AddUserValues;
  group: LoadedGroup;
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
  providers: [],
});

/** The choices that decide which fields step 1 shows. */
type AccountChoice = Pick<AddUserValues, 'typeCd' | 'groupAssignment'>;

export const isProviderType = (typeCd: string) => typeCd === 'PRAD' || typeCd === 'PRUS';
/** A PRAD of a new group (only the internal system administrator starts one). */
export const isNewGroup = (v: AccountChoice, callerType: string) => v.typeCd === 'PRAD' && callerType === 'ISAD' && v.groupAssignment === 'new';
/** The internal system administrator places a PRUS, or a PRAD of an existing group, by the group's id (part 2 §2). */
export const needsGroupId = (v: AccountChoice, callerType: string) =>
  callerType === 'ISAD' && ((v.typeCd === 'PRAD' && v.groupAssignment === 'existing') || v.typeCd === 'PRUS');

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

/** What step 1's check needs beside the fields: who is adding, and the group loaded so far. */
export interface StepOneContext {
  callerType: string;
  /** A Provider Admin's own group, which every provider it adds joins (part 2 §3). */
  ownGroup: number | null;
  group: LoadedGroup;
}

type TextField = Exclude<keyof AddUserValues, 'providers'>;
const textFields = new Set<string>(Object.keys(emptyValues()).filter((k) => k !== 'providers'));
const isTextField = (field: string): field is TextField => textFields.has(field);

/**
 * Step 1's messages (part 2 §5): the contract's add-user schema on the payload the fields make, read by
 * the one field-errors helper, and what the schema cannot see from the fields alone: a group id typed
 * but not added is no group, and a new group needs a TIN. A Provider User's TINs are ticked on step 2.
 */
export function stepOneErrors(values: AddUserValues, { callerType, ownGroup, group }: StepOneContext): FieldErrors<AddUserValues> {
  const provider = isProviderType(values.typeCd);
  const newGroup = isNewGroup(values, callerType);
  const draft: AddUserDraft = { values, group: provider && !newGroup ? group : null, selected: [] };
  const parsed = AddUserRequestSchema.safeParse(toRequest(draft, callerType, newGroup ? values.providers.map((p) => p.prvTaxId) : []));
  const found = parsed.success ? {} : fieldErrors(parsed.error.issues);
  const errors: FieldErrors<AddUserValues> = {};
  for (const [field, message] of Object.entries(found)) if (isTextField(field)) errors[field] = { type: 'validate', message };
  if ((needsGroupId(values, callerType) || (provider && ownGroup !== null)) && !group) errors.grpInfoId = { type: 'validate', message: addUserMessages.groupId };
  const tins = newGroup && !values.providers.length ? addUserMessages.newGroupTin : values.typeCd !== 'PRUS' ? found.userFtins : undefined;
  if (tins) errors.providers = { type: 'validate', message: tins };
  return errors;
}

/** react-hook-form's resolver of step 1: stepOneErrors with the form's context. */
export const stepOneResolver: Resolver<AddUserValues, StepOneContext> = (values, context) => {
  if (!context) throw new Error('Add User: the form is given its context (StepOneContext)');
  const errors = stepOneErrors(values, context);
  return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
};
