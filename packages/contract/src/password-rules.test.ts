import { describe, expect, it } from 'vitest';
import { passwordProblems, passwordRulesFor, type PasswordContext, type PasswordRuleId } from './password-rules';

describe('password rules (part 2 §5)', () => {
  const cases: [string, string, PasswordContext, PasswordRuleId[]][] = [
    ['a good password', 'Portal#2026', {}, []],
    ['exactly 8 characters', 'Ab1!cdef', {}, []],
    ['exactly 20 characters', 'Ab1!cdefghijklmnopqr', {}, []],
    ['7 characters', 'Ab1!cde', {}, ['length']],
    ['21 characters', 'Ab1!cdefghijklmnopqrs', {}, ['length']],
    ['no upper case letter', 'portal#2026', {}, ['upper']],
    ['no lower case letter', 'PORTAL#2026', {}, ['lower']],
    ['no digit', 'Portal#Blue', {}, ['digit']],
    ['no special character', 'Portal2026x', {}, ['special']],
    ['a space', 'Portal# 2026', {}, ['allowed']],
    ['a double quote', 'Portal#"2026', {}, ['allowed']],
    ['a single quote', "Portal#'2026", {}, ['allowed']],
    ['a backslash', 'Portal#\\2026', {}, ['allowed']],
    ['a character outside the set', 'Portal#2026€', {}, ['allowed']],
    ['the username, in another case', 'XjSmith77#a', { userName: 'jsmith77' }, ['username']],
    ['the first name', 'Maria#2026x', { userName: 'mgarcia01', firstName: 'Maria', lastName: 'Garcia' }, ['names']],
    ['the last name backwards', 'aicraG#2026x', { userName: 'mgarcia01', firstName: 'Maria', lastName: 'Garcia' }, ['names']],
    ['a two-letter name is not checked', 'Lipstick#26', { userName: 'jli', firstName: 'Jo', lastName: 'Li' }, []],
    ['names are not checked outside registration', 'Maria#2026x', { userName: 'mgarcia01' }, []],
    ['everything wrong at once', 'abc', {}, ['length', 'upper', 'digit', 'special']],
  ];
  it.each(cases)('%s', (_what, password, context, broken) => {
    expect(passwordProblems(password, context)).toEqual(broken);
  });

  it('lists the name rule only where names are given (registration)', () => {
    expect(passwordRulesFor({ userName: 'x' })).not.toContain('names');
    expect(passwordRulesFor({ userName: 'x', firstName: 'A', lastName: 'B' })).toContain('names');
  });
});
