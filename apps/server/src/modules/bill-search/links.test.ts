import { describe, expect, it } from 'vitest';
import { documentLinks, formValue, imageUrl } from './service';

/** A bill's addresses are written without a URLSearchParams per address, and must read exactly as one writes them. */
describe("a bill's document addresses", () => {
  const values = ['70000000017', 'EX0000000119', '', 'a b', 'A&B=C', '50%+1', 'x/y?z#w', "it's (1)!~", 'Müller', '票据', 'tab\there', '*._-'];

  it.each(values)('writes %j as URLSearchParams does', (value) => {
    expect(formValue(value)).toBe(new URLSearchParams({ v: value }).toString().slice('v='.length));
  });

  it('the image and EOR addresses are the query strings the image calls read back', () => {
    const row = { billControlNumber: '7000 0001&7', exId: 'EX=1+2' };
    for (const isEor of ['Y', 'N'] as const) {
      const url = imageUrl(row, isEor);
      expect(url).toBe(`/billSearch/billImage?${new URLSearchParams({ billControlNumber: row.billControlNumber, isEor, exId: row.exId }).toString()}`);
      const read = new URL(url, 'http://portal.invalid').searchParams;
      expect(Object.fromEntries(read)).toEqual({ billControlNumber: '7000 0001&7', isEor, exId: 'EX=1+2' });
    }
    expect(imageUrl({ billControlNumber: '70000000017', exId: null }, 'N')).toBe('/billSearch/billImage?billControlNumber=70000000017&isEor=N&exId=');
  });

  it('a second-source bill has no image but a reference; a first-source bill without an EOR has no EOR address', () => {
    expect(documentLinks({ billControlNumber: 'M 1', exId: null, eor: true, mitchBill: true })).toEqual({
      eorImageUrl: '/billSearch/billImage?billControlNumber=M+1&isEor=Y&exId=',
      billImageUrl: null,
      foreignBillIdURL: '/billSearch/searchBillReference?billRefNumber=M%201',
    });
    expect(documentLinks({ billControlNumber: '7', exId: 'EX1', eor: false, mitchBill: false })).toEqual({
      eorImageUrl: null,
      billImageUrl: '/billSearch/billImage?billControlNumber=7&isEor=N&exId=EX1',
      foreignBillIdURL: null,
    });
  });
});
