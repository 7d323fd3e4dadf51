import { describe, expect, it } from 'vitest';
import { registrationMessage, registrationStartMessage } from './messages';

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
});
