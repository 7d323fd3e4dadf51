import { adminProfileMessages } from '@wcpp/contract';
import { errorCode, errorFields } from '../errors';

/** What Edit Profile's refused fields say: the server's, or an address in use under the E-mail Address (part 2 §8). */
export const adminProfileFields = (error: unknown): Record<string, string> | undefined =>
  errorCode(error) === 'INVALID_EMAIL' ? { emailAddr: adminProfileMessages.emailInUse } : errorFields(error);
