import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  changePasswordMessage,
  forgotUsernameMessage,
  profileUpdateMessage,
  registrationMessage,
  registrationStartMessage,
  resetCompleteMessage,
  resetStartMessage,
} from '../account-messages';
import {
  ChangePasswordFormSchema,
  ForgotUsernameRequestSchema,
  formatPhone,
  InternalRegistrationFormSchema,
  isLinkExpired,
  ProfileFormSchema,
  providerFieldErrors,
  RegistrationCompleteRequestSchema,
  RegistrationFormSchema,
  RegistrationStartFormSchema,
  ResetConfirmFormSchema,
  ResetStartRequestSchema,
} from '../index';

/** field → first message, as a form shows them. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return errors;
}

const goodRegistration = {
  authenticationCode: 'ab12c-DE34F-GH56J-KL78M',
  taxId: '470011201',
  billControlNumber: '81000000001',
  providerId: '',
  firstName: "Mary-Kate O'Neil",
  lastName: 'Van Dyke',
  middleInitial: 'q',
  phoneNumber: '(512) 555-0199',
  userName: 'MKVanDyke1',
  password: 'Harbor#Light9',
  verifyPassword: 'Harbor#Light9',
};

describe('registration start form', () => {
  it('needs a valid e-mail and the ticked terms', () => {
    expect(errorsOf(RegistrationStartFormSchema, { emailAddress: 'not-an-email', termsAccepted: true })).toEqual({
      emailAddress: 'Error: Enter a valid Email Address',
    });
    expect(errorsOf(RegistrationStartFormSchema, { emailAddress: `${'a'.repeat(115)}@x.com`, termsAccepted: true }).emailAddress).toBe(
      'Error: Enter a valid Email Address',
    );
    expect(RegistrationStartFormSchema.safeParse({ emailAddress: 'a@b.co', termsAccepted: false }).success).toBe(false);
    expect(RegistrationStartFormSchema.parse({ emailAddress: ' Office@Clinic.Example ', termsAccepted: true }).emailAddress).toBe('office@clinic.example');
  });
});

describe('registration form (part 2 §5)', () => {
  it('accepts a complete form, upper-cases the code and middle initial, lower-cases the username, sends phone digits', () => {
    const out = RegistrationFormSchema.parse(goodRegistration);
    expect(out).toMatchObject({
      authenticationCode: 'AB12C-DE34F-GH56J-KL78M',
      middleInitial: 'Q',
      userName: 'mkvandyke1',
      phoneNumber: '5125550199',
      billControlNumber: '81000000001',
      providerId: null,
    });
  });

  it('names every empty required field with its message', () => {
    const empty = Object.fromEntries(Object.keys(goodRegistration).map((k) => [k, '']));
    expect(errorsOf(RegistrationFormSchema, empty)).toEqual({
      authenticationCode: 'Error: Enter Authentication Code',
      taxId: 'Error: Enter a Tax ID Number (TIN)',
      firstName: 'Error: Enter valid First Name',
      lastName: 'Error: Enter valid Last Name',
      phoneNumber: 'Error: Enter a valid Phone Number',
      userName: 'Error: Username must be 6 to 14 letters and/or numbers',
      billControlNumber: 'Error: Enter a Bill Control Number or Provider ID Number',
      password: 'Error: Enter New Password',
      verifyPassword: 'Error: Confirm New Password',
    });
  });

  it.each([
    ['authenticationCode', 'ABCDE-12345', 'Error: Authentication Code invalid'],
    ['authenticationCode', 'ABCDE-12345-ABCDE-12345-X', 'Error: Authentication Code invalid'],
    ['taxId', '12345678', 'Error: Enter a valid Tax ID Number (TIN)'],
    ['taxId', '12345678A', 'Error: Enter a valid Tax ID Number (TIN)'],
    ['billControlNumber', '123456789012345', 'Error: Enter a valid Bill Control Number'],
    ['billControlNumber', '12AB', 'Error: Enter a valid Bill Control Number'],
    ['firstName', 'J0hn', 'Error: Enter valid First Name'],
    ['lastName', 'x'.repeat(41), 'Error: Enter valid Last Name'],
    ['middleInitial', 'AB', 'Error: Enter Middle Initial'],
    ['middleInitial', '1', 'Error: Enter Middle Initial'],
    ['phoneNumber', '512-555-019', 'Error: Enter a valid Phone Number'],
    ['phoneNumber', '512-555-01999', 'Error: Enter a valid Phone Number'],
    ['phoneNumber', 'call 5125550199', 'Error: Enter a valid Phone Number'],
    ['userName', 'short', 'Error: Username must be 6 to 14 letters and/or numbers'],
    ['userName', 'fifteen-chars!!', 'Error: Username must be 6 to 14 letters and/or numbers'],
    ['userName', 'has space1', 'Error: Username must be 6 to 14 letters and/or numbers'],
    ['password', 'harbor#light9', 'Error: Password does not meet the Password Requirements'],
    ['password', 'Mkvandyke1#x', 'Error: Password does not meet the Password Requirements'],
    ['password', 'VanDyke#Harbor9', 'Error: Password does not meet the Password Requirements'],
  ])('%s = %j: %s', (field, value, message) => {
    const form = { ...goodRegistration, [field]: value };
    if (field === 'password') form.verifyPassword = value;
    expect(errorsOf(RegistrationFormSchema, form)[field]).toBe(message);
  });

  it('takes a provider id instead of a bill control number, but not both', () => {
    expect(RegistrationFormSchema.parse({ ...goodRegistration, billControlNumber: '', providerId: '100042' })).toMatchObject({ providerId: '100042', billControlNumber: null });
    expect(errorsOf(RegistrationFormSchema, { ...goodRegistration, providerId: '100042' }).providerId).toBe('Error: Enter a Bill Control Number or Provider ID Number');
    expect(errorsOf(RegistrationFormSchema, { ...goodRegistration, billControlNumber: '', providerId: '123456789' }).providerId).toBe('Error: Enter a valid Provider ID Number');
    expect(errorsOf(RegistrationFormSchema, { ...goodRegistration, billControlNumber: '', providerId: '12a' }).providerId).toBe('Error: Enter a valid Provider ID Number');
  });

  it('refuses a verification that does not match', () => {
    expect(errorsOf(RegistrationFormSchema, { ...goodRegistration, verifyPassword: 'Harbor#Light8' })).toEqual({ verifyPassword: 'Error: Passwords do not match' });
  });

  it('the request schema defaults failWhenFtinAlreadyRegistered to true', () => {
    const request = RegistrationCompleteRequestSchema.parse({
      activationToken: 't0k3n',
      authenticationCode: goodRegistration.authenticationCode,
      ftin: '470011201',
      cpdId: '100042',
      userName: 'newuser01',
      firstName: 'Ana',
      lastName: 'Lopez',
      phoneNumber: '5125550199',
      password: 'Harbor#Light9',
    });
    expect(request.failWhenFtinAlreadyRegistered).toBe(true);
    expect(request.billCntrlNum).toBeNull();
  });
});

describe('internal registration form', () => {
  it('needs the code, a username and a password meeting the rules', () => {
    expect(errorsOf(InternalRegistrationFormSchema, { authenticationCode: '', userName: 'ab', password: 'x', verifyPassword: '' })).toEqual({
      authenticationCode: 'Error: Enter Authentication Code',
      userName: 'Error: Username must be 6 to 14 letters and/or numbers',
      password: 'Error: Password does not meet the Password Requirements',
      verifyPassword: 'Error: Confirm New Password',
    });
  });
});

describe('reset password forms', () => {
  it('step 1 needs a username (max 50, lower-cased) and a valid e-mail', () => {
    expect(errorsOf(ResetStartRequestSchema, { userName: ' ', emailAddress: 'x' })).toEqual({
      userName: 'Error: Enter a Username',
      emailAddress: 'Error: Enter a valid Email Address',
    });
    expect(errorsOf(ResetStartRequestSchema, { userName: 'a'.repeat(51), emailAddress: 'a@b.co' }).userName).toBe('Error: Enter a Username');
    expect(ResetStartRequestSchema.parse({ userName: ' ProvUser1 ', emailAddress: 'A@B.co' })).toEqual({ userName: 'provuser1', emailAddress: 'a@b.co' });
  });

  it('step 2 needs the temporary password and a confirmed new password meeting the rules', () => {
    expect(errorsOf(ResetConfirmFormSchema, { tempPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      tempPassword: 'Error: Enter Temporary Password',
      newPassword: 'Error: Enter New Password',
      confirmPassword: 'Error: Confirm New Password',
    });
    expect(errorsOf(ResetConfirmFormSchema, { tempPassword: 'x'.repeat(24), newPassword: 'weak', confirmPassword: 'other' })).toEqual({
      tempPassword: 'Error: Enter Temporary Password',
      newPassword: 'Error: Password does not meet the Password Requirements',
      confirmPassword: 'Error: Passwords do not match',
    });
    expect(ResetConfirmFormSchema.safeParse({ tempPassword: ' Tmp#1234abcd ', newPassword: ' Harbor#Light9 ', confirmPassword: 'Harbor#Light9' }).success).toBe(true);
  });
});

describe('forgot username', () => {
  it('needs a valid e-mail', () => {
    expect(errorsOf(ForgotUsernameRequestSchema, { emailAddress: 'nobody@' })).toEqual({ emailAddress: 'Error: Enter a valid Email Address' });
  });
});

describe('profile form (part 2 §5 profile edit)', () => {
  const base = {
    typeCd: 'PRUS',
    userFirstName: 'Peter',
    userLastName: 'Ulrich',
    userMidName: '',
    emailAddr: 'provuser1@clinic.example',
    phoneNum: '512-555-0103',
    affiliationCd: 'OFC_STAFF',
    affiliationDesc: 'left over',
    jobTitle: 'Billing Specialist',
    companyNm: 'Lakeside Orthopedic Associates',
    companyUrl: '',
  };

  it('sends phone digits, nulls for empty optional fields, and drops the description unless Other', () => {
    expect(ProfileFormSchema.parse(base)).toMatchObject({ phoneNum: '5125550103', userMidName: null, companyUrl: null, affiliationDesc: null });
  });

  it('requires the affiliation, job title and company of a provider user, and the description of Other', () => {
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: '', jobTitle: '', companyNm: ' ' })).toEqual({
      affiliationCd: 'Error: Select Affiliation',
      jobTitle: 'Error: Enter a valid Job Title',
      companyNm: 'Error: Enter a valid company Name',
    });
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: 'OTHER', affiliationDesc: '' })).toEqual({ affiliationDesc: 'Error: Enter Other Desc' });
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: 'OTHER', affiliationDesc: 'x'.repeat(81) })).toEqual({ affiliationDesc: 'Error: Enter Other Desc' });
    // One limit per column, the same as the profile dialog's (docs/decisions/031).
    expect(errorsOf(ProfileFormSchema, { ...base, jobTitle: 'x'.repeat(128) })).toEqual({});
    expect(errorsOf(ProfileFormSchema, { ...base, jobTitle: 'x'.repeat(129) })).toEqual({ jobTitle: 'Error: Enter a valid Job Title' });
  });

  it('does not ask an internal administrator for the provider fields, and drops them', () => {
    const out = ProfileFormSchema.parse({ ...base, typeCd: 'ISAD', affiliationCd: '', jobTitle: '', companyNm: '' });
    expect(out).toMatchObject({ affiliationCd: null, jobTitle: null, companyNm: null });
  });

  it('uses the own-profile phone message and the e-mail message', () => {
    expect(errorsOf(ProfileFormSchema, { ...base, phoneNum: 'abc', emailAddr: 'x@' })).toEqual({
      phoneNum: 'Error: Enter a valid numeric Phone Number',
      emailAddr: 'Error: Enter a valid Email Address',
    });
  });

  it('the server judges the provider fields on the stored type', () => {
    expect(providerFieldErrors({ affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null }, 'PRAD')).toEqual({
      affiliationCd: 'Error: Select Affiliation',
      jobTitle: 'Error: Enter a valid Job Title',
      companyNm: 'Error: Enter a valid company Name',
    });
    expect(providerFieldErrors({ affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null }, 'ISAD')).toEqual({});
  });
});

describe('change password form', () => {
  it('names each missing field, then a mismatch and the rules', () => {
    expect(errorsOf(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Error: Enter Current Password',
      newPassword: 'Error: Enter New Password',
      confirmPassword: 'Error: Enter Confirm Password',
    });
    expect(errorsOf(ChangePasswordFormSchema, { currentPassword: 'x', newPassword: 'Harbor#Light9', confirmPassword: 'Harbor#Light8' })).toEqual({
      confirmPassword: 'Error: Passwords do not match',
    });
    expect(errorsOf(ChangePasswordFormSchema, { currentPassword: 'x', newPassword: 'harbor', confirmPassword: 'harbor' })).toEqual({
      newPassword: 'New Password does not meet requirements. Please try again.',
    });
  });
});

describe('server codes → messages (part 2 §8)', () => {
  it.each([
    ['INVALID_USERNAME', 'Error: The Username is associated to another account'],
    ['INVALID_TOKEN', 'Error: Authentication Code invalid'],
    ['INVALID_REGISTRATION_ACTIVATION_TOKEN', 'Error: Authentication Code invalid'],
    [
      'INVALID_FTIN_BCN',
      'Error: The Tax ID Number (TIN) and Bill Control Number combination you have entered is not on file. Please try a different combination or contact Customer Service.',
    ],
    ['INVALID_PW: password contains the username', 'Error: Password does not meet the Password Requirements'],
    ['FTIN_RESTRICTED_FOR_REGISTRATION', 'Error: Registration is not allowed for this TIN. Please select a different TIN and resubmit.'],
    ['SOMETHING_ELSE', 'Error: An error has occurred. Please try again or contact Customer Service.'],
  ])('registration %s', (code, message) => expect(registrationMessage(code)).toBe(message));

  it('registration start: INVALID_EMAIL, otherwise the occured variant', () => {
    expect(registrationStartMessage('INVALID_EMAIL')).toBe('Error: The Email Address is associated to another account');
    expect(registrationStartMessage('HTTP_500')).toBe('An error has occured. Please try again or contact Customer Service.');
  });

  it('reset request, reset complete, forgot username, change password, profile update', () => {
    expect(resetStartMessage('INVALID_USERNAME_OR_EMAIL')).toBe(
      'Error: The Username and/or Email Address you submitted does not match our records. Please check the Username and/or Email Address and try again.',
    );
    expect(resetStartMessage('USER_ACCT_TERMINATED')).toBe('Error: The account has been terminated. Please contact your account administrator.');
    expect(resetStartMessage('RATE_LIMITED')).toBe('An error has occured. Please try again or contact Customer Service.');
    expect(resetCompleteMessage('INVALID_TOKEN')).toBe('Error: Your Temporary Password does not match our records. Please check the Temporary Password and try again.');
    expect(resetCompleteMessage('EXPIRED_TOKEN')).toBe('Error: Your Temporary Password has expired, please reset your password again');
    expect(resetCompleteMessage('INVALID_PW')).toBe('Error: Password does not meet the Password Requirements');
    expect(resetCompleteMessage('X')).toBe('Error: An error has occurred. Please try again or contact Customer Service.');
    expect(forgotUsernameMessage('INVALID_EMAIL')).toBe('Error: Email Address does not exist.');
    expect(forgotUsernameMessage('USER_ACCT_NEW')).toBe(
      'Error: Please access the link in the Registration Email to finish setting up your account or contact your Account Administrator.',
    );
    expect(changePasswordMessage('incorrect_password')).toBe('Error: Current Password is incorrect');
    expect(changePasswordMessage('failed')).toBe('Error: The password change was not successful.');
    expect(changePasswordMessage('HTTP_500')).toBe('Error: The password change was not successful.');
    expect(profileUpdateMessage('INVALID_EMAIL', 'The Email Address is associated to another account')).toBe('Error: The Email Address is associated to another account');
    expect(profileUpdateMessage('INVALID_ENLYTE_EMPLOYEE_ID', 'x')).toBe('Error: An error has occurred. Please try again or contact Customer Service.');
  });
});

describe('helpers', () => {
  it('formats a phone 3-3-4 once it has 10 digits', () => {
    expect(formatPhone('5125550199')).toBe('512-555-0199');
    expect(formatPhone('(512) 555 0199')).toBe('512-555-0199');
    expect(formatPhone('512555')).toBe('512555');
  });

  it('reads the expire value of a link as milliseconds or seconds', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(isLinkExpired(String(now + 60_000), now)).toBe(false);
    expect(isLinkExpired(String(now - 1), now)).toBe(true);
    expect(isLinkExpired(String(Math.floor(now / 1000) + 60), now)).toBe(false);
    expect(isLinkExpired(String(Math.floor(now / 1000) - 60), now)).toBe(true);
    expect(isLinkExpired(null, now)).toBe(true);
    expect(isLinkExpired('soon', now)).toBe(true);
  });
});
