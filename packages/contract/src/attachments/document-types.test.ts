import { describe, expect, it } from 'vitest';
import { documentTypeCodes, documentTypes, isDocumentTypeCode, transmissionCodes } from './document-types';

describe('the DWC document types (PWK01) and transmission codes (PWK02)', () => {
  it('names its version and its source', () => {
    expect(documentTypes.version).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(documentTypes.source).toContain('8 CCR 9792.5.1');
    expect(transmissionCodes.source).toContain('PWK02');
  });

  it('holds the report type codes of the Companion Guide, each with words', () => {
    for (const code of ['03', '09', '21', 'A3', 'B2', 'DG', 'M1', 'OB', 'OZ', 'PN', 'PY', 'RR', 'XP']) expect(isDocumentTypeCode(code)).toBe(true);
    expect(documentTypeCodes).toHaveLength(61);
    for (const code of documentTypeCodes) expect(documentTypes.codes[code].length).toBeGreaterThan(3);
  });

  it('refuses a code it does not hold, and an inherited name', () => {
    expect(isDocumentTypeCode('ZZ')).toBe(false);
    expect(isDocumentTypeCode('toString')).toBe(false);
    expect(isDocumentTypeCode('m1')).toBe(false);
  });

  it('holds the six transmission codes', () => {
    expect(Object.keys(transmissionCodes.codes)).toEqual(['AA', 'BM', 'EL', 'EM', 'FT', 'FX']);
  });
});
