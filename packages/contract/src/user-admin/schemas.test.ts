import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { addTinDialogMessages as messages } from './messages';
import { AddTinSearchFormSchema } from './schemas';

const form = (more: Partial<Record<string, string>>) => ({ tin: '', type: '', prvId: '', facility: '', first: '', last: '', ...more });
const errorsOf = (value: unknown) => {
  const parsed = AddTinSearchFormSchema.safeParse(value);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe('the Add TIN Provider search (part 2 §5, decision 038)', () => {
  it('asks for a 9-digit TIN of digits, and a provider id of digits', () => {
    expect(errorsOf(form({ tin: '12345', type: 'P' }))).toEqual({ tin: messages.tinNine });
    expect(errorsOf(form({ tin: '12-456789', type: 'P' }))).toEqual({ tin: messages.tinDigits });
    expect(errorsOf(form({ tin: '123456789', prvId: '10a' }))).toEqual({ prvId: messages.providerId });
  });

  it('asks for one of the options only once the TIN and the provider id are fine', () => {
    expect(errorsOf(form({ tin: '123456789' }))).toEqual({ type: messages.enterOption });
    expect(errorsOf(form({ tin: '123' }))).toEqual({ tin: messages.tinNine });
    expect(errorsOf(form({ tin: ' 123456789 ', last: '  ' }))).toEqual({ type: messages.enterOption });
  });

  it('takes a TIN with any one option, trimmed', () => {
    for (const option of [{ type: 'F' }, { prvId: '100020' }, { facility: 'Bayview' }, { first: 'Ann' }, { last: 'Lee' }]) {
      expect(errorsOf(form({ tin: '330998704', ...option }))).toEqual({});
    }
    expect(AddTinSearchFormSchema.parse(form({ tin: ' 330998704 ', facility: ' Bayview ' }))).toMatchObject({ tin: '330998704', facility: 'Bayview' });
  });
});
