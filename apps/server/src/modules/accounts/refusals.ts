import { registrationCodeMessages, registrationMessage } from '@wcpp/contract';
import { AppError } from '../../lib/errors';

type RefusalCode = keyof typeof registrationCodeMessages | 'FTIN_ALREADY_REGISTERED' | 'EXPIRED_TOKEN';

/** A registration refusal with its catalogue code (part 2 §8) and message. */
export const refuse = (status: number, code: RefusalCode, fields?: Record<string, string>) => new AppError(status, code, registrationMessage(code), fields);

/** What the unique indexes of user_info mean to a registrant (a race past the checks lands here). */
const uniqueRefusals = new Map<string, RefusalCode>([
  ['user_info_user_nm_uq', 'INVALID_USERNAME'],
  ['user_info_email_live_uq', 'INVALID_EMAIL'],
]);

/** The constraint a unique violation (23505) names, on the error or the driver error drizzle wraps. */
function violatedConstraint(err: unknown): string | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Runs the writes of a registration; a unique-index race answers 409 with the code of that index. */
export async function withUniqueRefusals<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const code = uniqueRefusals.get(violatedConstraint(err) ?? '');
    if (code) throw refuse(409, code);
    throw err;
  }
}
