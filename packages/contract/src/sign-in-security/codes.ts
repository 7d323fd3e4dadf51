/**
 * The formats of the codes a person types (issue 46), apart from the rules and their sources so that a
 * screen checks a code without carrying them: RFC 4226 §5.3 (6 digits); recovery codes of three groups
 * of four characters of a 32-letter alphabet (rules.ts recoveryCodeRule).
 */
export const codeFormats = {
  totpDigits: 6,
  recoveryGroups: 3,
  recoveryGroupLength: 4,
  recoveryAlphabet: 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789',
} as const;

export const totpCodePattern = new RegExp(`^\\d{${codeFormats.totpDigits}}$`);
const recoveryLength = codeFormats.recoveryGroups * codeFormats.recoveryGroupLength;
/** A code without its spaces and dashes, upper-cased: what the server compares. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();
export const isTotpCode = (code: string) => totpCodePattern.test(normalizeCode(code));
export const isRecoveryCode = (code: string) => normalizeCode(code).length === recoveryLength && [...normalizeCode(code)].every((c) => codeFormats.recoveryAlphabet.includes(c));
