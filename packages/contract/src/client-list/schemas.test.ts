import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../shared/field-errors';
import { FeeScheduleFormSchema } from '../fee-schedule/schemas';
import { clientListMessages } from './messages';
import { ClientListFormSchema, clientColumns, viewClientRows, type ClientRow } from './schemas';

const row = (aeName: string, more: Partial<ClientRow> = {}): ClientRow => ({
  aeName, affltdPayorName: null, ecsName: null, billClmAttntn: null, billClmAddr: null, ecsPhoneNum: null, billClmPhoneNum: null, ecsPayorId: null, ...more,
});

describe('the Client List view (the table and its export)', () => {
  const rows = [row('Zenith Mutual', { ecsPhoneNum: '8005550100' }), row('acme casualty'), row('Beacon Re', { affltdPayorName: 'Acme Group' })];

  it('sorts by client name at first, whatever the case', () => {
    expect(viewClientRows(rows, { filters: {}, sort: { id: 'aeName', desc: false } }).map((r) => r.aeName)).toEqual(['acme casualty', 'Beacon Re', 'Zenith Mutual']);
  });

  it('keeps the rows whose column text holds every filter, regardless of case, in descending order when asked', () => {
    const view = viewClientRows(rows, { filters: { aeName: 'E' }, sort: { id: 'aeName', desc: true } });
    expect(view.map((r) => r.aeName)).toEqual(['Zenith Mutual', 'Beacon Re', 'acme casualty']);
    expect(viewClientRows(rows, { filters: { affltdPayorName: 'acme' }, sort: { id: 'aeName', desc: false } }).map((r) => r.aeName)).toEqual(['Beacon Re']);
  });

  it('filters phone numbers as they are shown', () => {
    expect(clientColumns.find((c) => c.id === 'ecsPhoneNum')!.text(rows[0]!)).toBe('800-555-0100');
    expect(viewClientRows(rows, { filters: { ecsPhoneNum: '800-555' }, sort: { id: 'aeName', desc: false } })).toHaveLength(1);
  });
});

describe('the cascade forms (part 1 §5, part 2 §5)', () => {
  it('names each missing choice of Client List with its own message', () => {
    const parsed = ClientListFormSchema.safeParse({ tin: '751234501', prvId: '', state: '', productCd: '' });
    expect(fieldErrors(parsed.error!.issues)).toEqual({ prvId: clientListMessages.selectProvider, state: clientListMessages.selectState, productCd: clientListMessages.selectProduct });
    expect(ClientListFormSchema.safeParse({ tin: '751234501', prvId: '100061', state: 'GA', productCd: 'MPN' }).success).toBe(true);
  });

  it('asks the PPO Fee Schedule for the Tax ID and the Provider', () => {
    expect(fieldErrors(FeeScheduleFormSchema.safeParse({ tin: '', prvId: '' }).error!.issues)).toEqual({ tin: 'Error: Select Tax ID', prvId: 'Error: Select Provider' });
  });
});
