import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { checkLogin, loginRules } from './login-rules';
import { loginMessages } from './messages';
import { LoginFormSchema } from './schemas';

const long = (n: number) => 'x'.repeat(n);
const usernames = ['', ' ', '   ', 'a', ' provuser1 ', '\tprovuser1\n', long(120), long(121), ` ${long(120)} `, ` ${long(121)}`];
const passwords = ['', ' ', 'x', ' Portal#2026 ', long(128), long(129)];

describe('the login rules as data (part 1 §5, decision 058)', () => {
  it('answer as the schema the server checks: the same values, and the same message per field', () => {
    for (const username of usernames) {
      for (const password of passwords) {
        const plain = checkLogin({ username, password });
        const parsed = LoginFormSchema.safeParse({ username, password });
        expect({ username, password, data: plain.data }).toEqual({ username, password, data: parsed.success ? parsed.data : null });
        expect(plain.errors).toEqual(parsed.success ? {} : fieldErrors(parsed.error.issues));
      }
    }
  });

  it('give the spec messages, and trim the username only', () => {
    expect(checkLogin({ username: '  ', password: '' }).errors).toEqual({ username: loginMessages.enterUsername, password: loginMessages.enterPassword });
    expect(checkLogin({ username: ' provuser1 ', password: ' p ' })).toEqual({ data: { username: 'provuser1', password: ' p ' }, errors: {} });
    expect(checkLogin({ username: long(loginRules.username.maxLength + 1), password: 'p' }).errors).toEqual({ username: loginMessages.enterUsername });
  });
});
