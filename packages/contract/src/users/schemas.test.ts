import { describe, expect, it } from 'vitest';
import { errorsOf } from '../shared/testing';
import { BackfillSchema, ProfileFormSchema, providerFieldErrors } from './schemas';

describe('profile form (part 2 §5 profile edit)', () => {
  const base = {
    typeCd: 'PRUS',
    userFirstName: 'Peter',
    userLastName: 'Ulrich',
    userMidName: '',
    emailAddr: 'provuser1@clinic.example',
    phoneNum: '512-555-0103',
    affiliationCd: 'OFC_STAFF',
    affiliationDesc: 'left over',
    jobTitle: 'Billing Specialist',
    companyNm: 'Lakeside Orthopedic Associates',
    companyUrl: '',
  };

  it('sends phone digits, nulls for empty optional fields, and drops the description unless Other', () => {
    expect(ProfileFormSchema.parse(base)).toMatchObject({ phoneNum: '5125550103', userMidName: null, companyUrl: null, affiliationDesc: null });
  });

  it('requires the affiliation, job title and company of a provider user, and the description of Other', () => {
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: '', jobTitle: '', companyNm: ' ' })).toEqual({
      affiliationCd: 'Error: Select Affiliation',
      jobTitle: 'Error: Enter a valid Job Title',
      companyNm: 'Error: Enter a valid company Name',
    });
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: 'OTHER', affiliationDesc: '' })).toEqual({ affiliationDesc: 'Error: Enter Other Desc' });
    expect(errorsOf(ProfileFormSchema, { ...base, affiliationCd: 'OTHER', affiliationDesc: 'x'.repeat(81) })).toEqual({ affiliationDesc: 'Error: Enter Other Desc' });
    // One limit per column, the same as the profile dialog's (docs/decisions/031).
    expect(errorsOf(ProfileFormSchema, { ...base, jobTitle: 'x'.repeat(128) })).toEqual({});
    expect(errorsOf(ProfileFormSchema, { ...base, jobTitle: 'x'.repeat(129) })).toEqual({ jobTitle: 'Error: Enter a valid Job Title' });
  });

  it('does not ask an internal administrator for the provider fields, and drops them', () => {
    const out = ProfileFormSchema.parse({ ...base, typeCd: 'ISAD', affiliationCd: '', jobTitle: '', companyNm: '' });
    expect(out).toMatchObject({ affiliationCd: null, jobTitle: null, companyNm: null });
  });

  it('uses the own-profile phone message and the e-mail message', () => {
    expect(errorsOf(ProfileFormSchema, { ...base, phoneNum: 'abc', emailAddr: 'x@' })).toEqual({
      phoneNum: 'Error: Enter a valid numeric Phone Number',
      emailAddr: 'Error: Enter a valid Email Address',
    });
  });

  it('the server judges the provider fields on the stored type', () => {
    expect(providerFieldErrors({ affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null }, 'PRAD')).toEqual({
      affiliationCd: 'Error: Select Affiliation',
      jobTitle: 'Error: Enter a valid Job Title',
      companyNm: 'Error: Enter a valid company Name',
    });
    expect(providerFieldErrors({ affiliationCd: null, affiliationDesc: null, jobTitle: null, companyNm: null }, 'ISAD')).toEqual({});
  });
});

describe('profile-completion rules (part 1 §5)', () => {
  const valid = { userNm: 'u', jobTitle: 'Biller', companyNm: 'Clinic', affiliationCd: 'OFC_STAFF' };
  const messages = (input: object) => {
    const r = BackfillSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it.each([
    [{ ...valid, jobTitle: '' }, 'Enter a job title.'],
    [{ ...valid, companyNm: '' }, 'Enter a company name.'],
    [{ ...valid, affiliationCd: '' }, 'Select an account type.'],
    [{ ...valid, affiliationCd: 'OTHER' }, 'Enter account type description.'],
  ])('%o → %s', (input, message) => {
    expect(messages(input)).toEqual([message]);
  });

  it('enforces the limits 128, 128, 128 and 80', () => {
    expect(messages({ ...valid, jobTitle: 'x'.repeat(128) })).toEqual([]);
    expect(messages({ ...valid, jobTitle: 'x'.repeat(129) })).toHaveLength(1);
    expect(messages({ ...valid, companyNm: 'x'.repeat(129) })).toHaveLength(1);
    expect(messages({ ...valid, companyUrl: 'x'.repeat(129) })).toHaveLength(1);
    expect(messages({ ...valid, affiliationCd: 'OTHER', affiliationDesc: 'x'.repeat(80) })).toEqual([]);
    expect(messages({ ...valid, affiliationCd: 'OTHER', affiliationDesc: 'x'.repeat(81) })).toHaveLength(1);
  });

  it('drops the description unless the type is OTHER, and keeps the website optional', () => {
    expect(BackfillSchema.parse({ ...valid, affiliationDesc: 'ignored', companyUrl: '' })).toMatchObject({ affiliationDesc: null, companyUrl: null });
  });
});
