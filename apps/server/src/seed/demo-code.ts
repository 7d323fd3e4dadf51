import { codeAt } from '../modules/auth/totp';
import { demoAuthenticatorSecrets, demoSecretBytes } from './second-factors';

/**
 * `npm run demo-code -- sysadmin1`: the current code of a demo account's authenticator app, and how
 * long it holds (the demo's secrets are in seed/second-factors.ts; a code is refused once used).
 */
const userNm = process.argv[2] ?? '';
const secret = demoSecretBytes(userNm);
if (!secret) {
  console.error(`No demo authenticator app for "${userNm}". The demo's: ${Object.keys(demoAuthenticatorSecrets).join(', ')}.`);
  process.exit(1);
}
const now = Date.now();
const left = 30 - Math.floor(now / 1000) % 30;
console.log(`${codeAt(secret, now)}  (${userNm}; good for ${left} s more, and for 30 s after; each code works once)`);
