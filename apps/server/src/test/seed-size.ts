/** How much demo data each server test's database holds (test/app.ts, and the copy test/global-setup.ts makes). */
export const TEST_SEED = { providers: 40, clients: 10, claims: 200, bills: 600 };
