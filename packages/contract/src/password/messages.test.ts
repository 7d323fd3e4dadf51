import { describe, expect, it } from 'vitest';
import { changePasswordMessage, forgotUsernameMessage, resetCompleteMessage, resetStartMessage } from './messages';

describe('server codes → messages (part 2 §8)', () => {
  it('reset request, reset complete, forgot username, change password', () => {
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
  });
});
