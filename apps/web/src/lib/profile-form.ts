import { formatPhone, type ProfileFormInput, type UserDetails } from '@wcpp/contract';

/**
 * A profile form's values from the stored account (part 2 §5), as User Profile and Edit Profile show
 * them: absent fields empty, the phone 3-3-4, the current password blank.
 */
export function profileFormValues(user: UserDetails): ProfileFormInput {
  return {
    typeCd: user.typeCd,
    userFirstName: user.userFirstName,
    userLastName: user.userLastName,
    userMidName: user.userMidName ?? '',
    emailAddr: user.emailAddr ?? '',
    phoneNum: formatPhone(user.phoneNum ?? ''),
    affiliationCd: user.affiliationCd ?? '',
    affiliationDesc: user.affiliationDesc ?? '',
    jobTitle: user.jobTitle ?? '',
    companyNm: user.companyNm ?? '',
    companyUrl: user.companyUrl ?? '',
    currentPassword: '',
  };
}
