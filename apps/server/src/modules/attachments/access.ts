import { attachmentMessages } from '@wcpp/contract';
import type { RequestAuth } from '../../identity/request-auth';
import { forbidden } from '../../lib/errors';

/** The group a sending counts for (its quota, its withdrawals): the sender's; a user of no group may not send. */
export function assertSendingGroup(auth: RequestAuth): number {
  const group = auth.effective.grpInfoId;
  if (group === null) throw forbidden('FORBIDDEN', attachmentMessages.noGroup);
  return group;
}
