import { describe, expect, it } from 'vitest';
import { errorsOf } from '../shared/testing';
import { ChangePasswordFormSchema, ForgotUsernameRequestSchema, ResetConfirmFormSchema, ResetStartRequestSchema } from './schemas';

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
