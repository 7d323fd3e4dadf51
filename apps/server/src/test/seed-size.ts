/** How much demo data each server test's database holds (test/app.ts, and the copy test/global-setup.ts makes). */
import { parseFactorKeys, TEST_FACTOR_KEYS } from '../config';

/** The demo's authenticator apps are sealed with the key every test app reads (config.ts TEST_FACTOR_KEYS). */
export const TEST_SEED = { providers: 40, clients: 10, claims: 200, bills: 600, factorKeys: parseFactorKeys(TEST_FACTOR_KEYS)! };
