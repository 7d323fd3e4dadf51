import { describe, expect, it } from 'vitest';
import { profileUpdateMessage } from './messages';

describe('server codes → messages (part 2 §8)', () => {
  it('profile update', () => {
    expect(profileUpdateMessage('INVALID_EMAIL', 'The Email Address is associated to another account')).toBe('Error: The Email Address is associated to another account');
    expect(profileUpdateMessage('INVALID_ENLYTE_EMPLOYEE_ID', 'x')).toBe('Error: An error has occurred. Please try again or contact Customer Service.');
  });
});
