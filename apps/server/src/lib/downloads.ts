import type { FastifyRequest } from 'fastify';
import { DOWNLOADS_PER_HOUR, exportMessages } from '@wcpp/contract';
import { takeAllowance } from '../db/counters';
import { AppError } from './errors';

/**
 * One of the signed-in person's DOWNLOADS_PER_HOUR exports and document bundles, taken before anything
 * is read or audited (a mirror's downloads are the administrator's). 429 past it: a refused export still
 * writes an audit row naming every record asked for, so without a count a script could make the server
 * read and store without end (docs/decisions/073-downloads-an-hour.md). One conditional statement, so
 * parallel requests cannot pass it, on every instance.
 */
export async function spendDownload(request: FastifyRequest): Promise<void> {
  const person = request.auth!.user.userNm.toLowerCase();
  const counter = { key: `limit:downloads:${person}`, policy: { max: DOWNLOADS_PER_HOUR, windowMinutes: 60, blockMinutes: 60 } };
  if (!(await takeAllowance(request.server.db, counter))) throw new AppError(429, 'RATE_LIMITED', exportMessages.tooManyDownloads);
}
