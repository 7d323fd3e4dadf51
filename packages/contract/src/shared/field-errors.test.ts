import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { dottedPath, fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it("keeps the first message per field, the field being the path's first element", () => {
    const schema = z.object({
      ftin: z.string().check(z.minLength(1, 'Enter a TIN.'), z.regex(/^\d{9}$/, 'Enter nine digits.')),
      userFtins: z.array(z.object({ ftin: z.string().check(z.minLength(9, 'Select TIN')) })),
      email: z.string().check(z.minLength(1, 'Enter an e-mail address.')),
    });
    const parsed = schema.safeParse({ ftin: '', userFtins: [{ ftin: '1' }], email: 'a@b' });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.filter((i) => i.path[0] === 'ftin')).toHaveLength(2);
    expect(fieldErrors(parsed.error!.issues)).toEqual({ ftin: 'Enter a TIN.', userFtins: 'Select TIN' });
  });

  it('keeps the order of the issues, so the first field in error comes first', () => {
    const errors = fieldErrors([
      { path: ['lastName'], message: 'Enter a last name.' },
      { path: ['firstName'], message: 'Enter a first name.' },
      { path: ['lastName'], message: 'Enter letters only.' },
    ]);
    expect(Object.entries(errors)).toEqual([
      ['lastName', 'Enter a last name.'],
      ['firstName', 'Enter a first name.'],
    ]);
  });

  it('names an issue of the input as a whole _, and a nested field by its dotted path when asked', () => {
    expect(fieldErrors([{ path: [], message: 'Enter one criterion.' }])).toEqual({ _: 'Enter one criterion.' });
    expect(fieldErrors([{ path: ['userFtins', 0, 'ftin'], message: 'Enter text.' }], dottedPath)).toEqual({ 'userFtins.0.ftin': 'Enter text.' });
    expect(fieldErrors([{ path: [], message: 'Enter text.' }], dottedPath)).toEqual({ _: 'Enter text.' });
    expect(fieldErrors([])).toEqual({});
  });
});
