import { useCallback, useState } from 'react';
import { useSession } from '../../lib/session';
import { useNeedsBackfill, useUpdateBackfill } from './api';
import { BackfillDialog } from './BackfillDialog';

/**
 * Shows the profile-completion dialog when the server says the signed-in user needs it. Not while
 * mirroring: the administrator is not the one to complete a provider's profile, and the server
 * refuses changes while mirroring (docs/decisions/012).
 */
export function BackfillGate() {
  const session = useSession();
  const userName = session && !session.mirror ? session.userName : undefined;
  const { data: needsBackfill } = useNeedsBackfill(userName);
  const update = useUpdateBackfill();
  const [closed, setClosed] = useState(false);
  const close = useCallback(() => setClosed(true), []);
  if (!userName || !needsBackfill || closed) return null;
  return <BackfillDialog userNm={userName} onSubmit={update.mutateAsync} onClose={close} />;
}

export default BackfillGate;
