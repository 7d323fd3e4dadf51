import { describe, expect, it } from 'vitest';
import { addDays, todayIso, toUsDate } from '../dates';
import { messagesOf } from '../shared/testing';
import { ClaimSearchFormSchema } from './schemas';

const future = toUsDate(addDays(todayIso(), 1));

describe('Claim Search (part 1 §5)', () => {
  it('names each missing field with its message', () => {
    expect(messagesOf(ClaimSearchFormSchema.safeParse({ claimantFirstName: ' ', claimantLastName: '', claimantDOB: '', doi: '', wildCardFstName: false }))).toEqual({
      claimantFirstName: 'Error: Enter Claimant First Name',
      claimantLastName: 'Error: Enter Claimant Last Name',
      claimantDOB: 'Error: Enter Claimant Date of Birth',
      doi: 'Error: Enter Claimant Date of Injury',
    });
  });

  it('checks both dates are valid and not in the future, and trims the first name', () => {
    const base = { claimantFirstName: ' Ann ', claimantLastName: 'Lee', wildCardFstName: true };
    expect(messagesOf(ClaimSearchFormSchema.safeParse({ ...base, claimantDOB: '13/13/1980', doi: future }))).toEqual({
      claimantDOB: 'Error: Enter a valid Claimant Date of Birth',
      doi: 'Error: Claimant Date of Injury cannot be a future date',
    });
    expect(messagesOf(ClaimSearchFormSchema.safeParse({ ...base, claimantDOB: future, doi: '02/31/2025' }))).toEqual({
      claimantDOB: 'Error: Claimant Date of Birth cannot be a future date',
      doi: 'Error: Enter a valid Claimant Date of Injury',
    });
    expect(ClaimSearchFormSchema.parse({ ...base, claimantDOB: '01/02/1980', doi: '03/04/2025' }).claimantFirstName).toBe('Ann');
  });
});
