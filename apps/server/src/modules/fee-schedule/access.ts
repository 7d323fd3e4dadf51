import { assertSignedInUser } from '../../identity/access';
import { feeScheduleMessages } from '@wcpp/contract';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import type { RequestAuth } from '../../plugins/context';
import { findProvider } from '../providers/service';
import { FEE_SCHEDULE_QUOTA_PER_DAY, FEE_SCHEDULE_QUOTA_PER_HOUR, type RequestOutcome } from './service';

/**
 * Who may ask for a fee-schedule file (part 2 §8, docs/decisions/042-fee-schedule-jobs.md): the person
 * signed in, for themself (a mirror is refused before this, by the floor), and never the read-only
 * administrator, who changes nothing, a request included.
 */
export function assertRequester(auth: RequestAuth, userName: string): void {
  assertSignedInUser(auth, userName);
  if (auth.user.typeCd === 'IRAD') throw forbidden();
}

/**
 * The provider a request is for, when a fee schedule may be asked for it (part 2 §8): a hospital's is
 * asked for in writing, and the name and ZIP code the path carries must be the data's (the request's
 * values come from the data, so a path that differs is a mistake or a forgery).
 */
export async function requestableProvider(db: DbOrTx, prvId: number, asked: { prvName: string; zip: string }, rateZip: string) {
  const provider = await findProvider(db, prvId);
  if (!provider) throw notFound(feeScheduleMessages.providerNotFound);
  if (provider.prvProviderType === 'H') throw new AppError(409, 'HOSPITAL_LETTERHEAD', feeScheduleMessages.hospitalLetterhead);
  if (asked.prvName !== provider.prvName || asked.zip !== rateZip) throw badRequest(feeScheduleMessages.requestFailed);
  return provider;
}

/** A request refused by the person's limits (decisions 042, 048) answers 429 with its reason; one made or reused is returned. */
export function assertRequestMade(outcome: RequestOutcome): { kind: 'created' | 'reused'; id: number } {
  if (outcome.kind === 'busy') throw new AppError(429, 'TOO_MANY_REQUESTS', feeScheduleMessages.tooMany);
  if (outcome.kind === 'quota') {
    const message = outcome.per === 'hour' ? feeScheduleMessages.quotaHour(FEE_SCHEDULE_QUOTA_PER_HOUR) : feeScheduleMessages.quotaDay(FEE_SCHEDULE_QUOTA_PER_DAY);
    throw new AppError(429, 'FEE_SCHEDULE_QUOTA', message);
  }
  return outcome;
}
