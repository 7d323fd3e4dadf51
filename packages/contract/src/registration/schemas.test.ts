import { describe, expect, it } from 'vitest';
import { errorsOf } from '../shared/testing';
import { InternalRegistrationFormSchema, RegistrationCompleteRequestSchema, RegistrationFormSchema, RegistrationStartFormSchema } from './schemas';

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
