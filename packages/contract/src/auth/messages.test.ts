import { describe, expect, it } from 'vitest';
import { LoginFormSchema } from './schemas';
import { signInMessage } from './messages';

describe('signInMessage (part 1 §8)', () => {
  it.each([
    ['USER_ACCT_DEACTIVATED', 'Error: The account has been deactivated. Please use the Reset Password link below to reset your Password.'],
    ['USER_ACCT_INACTIVE', 'Error: Please access the link in the Temporary Password Email or use the Reset Password link below to reset your Password.'],
    ['USER_ACCT_LOCKED:45', 'Error: Your account has been temporarily locked for 45 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    ['USER_ACCT_LOCKED', 'Error: Your account has been temporarily locked for 30 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    ['USER_ACCT_LOCKED:abc', 'Error: Your account has been temporarily locked for 30 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    // A link anyone can write: a lock longer than the server's longest, or a number with more, is not believed.
    ['USER_ACCT_LOCKED:525600', 'Error: Your account has been temporarily locked for 30 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    ['USER_ACCT_LOCKED:1440', 'Error: Your account has been temporarily locked for 1440 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    ['USER_ACCT_LOCKED:45x', 'Error: Your account has been temporarily locked for 30 minutes. Please use the Reset Password link below or contact your Account Administrator to reset your password.'],
    // Names every object inherits are no codes: the page keeps its form and says the general message.
    ['__proto__', 'Error: Unable to login. Please contact your Account Administrator'],
    ['constructor', 'Error: Unable to login. Please contact your Account Administrator'],
    ['toString', 'Error: Unable to login. Please contact your Account Administrator'],
    ['USER_ACCT_TERMINATED', 'Error: The account has been Terminated. Please contact your Account Administrator.'],
    ['INVALID_CREDENTIALS', 'Error: The Username or Password is incorrect.'],
    ['USER_ACCT_UNKNOWN_STATUS', 'Error: The Username or Password is incorrect.'],
    ['INACTIVE_CREDENTIALS', 'Error: This account is not active. Access denied.'],
    ['MISSING_EMPLOYEE_ID', 'Error: Your account is not associated with an Employee ID. Contact System Administrator.'],
    ['SOMETHING_ELSE', 'Error: Unable to login. Please contact your Account Administrator'],
    ['OTHER', 'Error: Unable to login. Please contact your Account Administrator'],
    ['', 'Error: Unable to login. Please contact your Account Administrator'],
  ])('%s', (code, message) => {
    expect(signInMessage(code)).toBe(message);
  });
});

describe('login form rules (part 1 §5)', () => {
  it('requires a username and a password with the exact messages', () => {
    const result = LoginFormSchema.safeParse({ username: '  ', password: '' });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(['Error: Enter Username', 'Error: Enter Password']);
  });

  it('accepts a filled form and trims the username', () => {
    expect(LoginFormSchema.parse({ username: ' provuser1 ', password: 'x' })).toEqual({ username: 'provuser1', password: 'x' });
  });
});
