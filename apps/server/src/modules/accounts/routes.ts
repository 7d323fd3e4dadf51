import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userAdminRoutes } from './routes/administration';
import { passwordRoutes } from './routes/password';
import { userRoutes } from './routes/profile';
import { mirrorRoutes } from './routes/mirror';
import { registrationRoutes } from './routes/registration';
import { tinRoutes } from './routes/tins';

/**
 * Accounts, one domain (ARCHITECTURE "Layout"): own profile, password, registration, user
 * administration and mirror start, group and user TINs. One route file per face; the rules behind them live once in
 * this folder (access.ts, tins/ownership.ts, group-lock.ts; the counters in db/counters.ts).
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(userRoutes);
  await app.register(tinRoutes);
  await app.register(userAdminRoutes);
  await app.register(registrationRoutes);
  await app.register(passwordRoutes);
  await app.register(mirrorRoutes);
};
