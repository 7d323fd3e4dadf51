import { lazy, Suspense, useCallback, useState } from 'react';
import { useSession } from '../../lib/session';
import { useNeedsBackfill, useUpdateBackfill } from './api';

// Loaded when it is shown: few users ever need it, and the shell that holds the gate stays small (docs/decisions/045).
const BackfillDialog = lazy(() => import('./BackfillDialog'));

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
  return (
    <Suspense fallback={null}>
      <BackfillDialog userNm={userName} onSubmit={update.mutateAsync} onClose={close} />
    </Suspense>
  );
}

export default BackfillGate;
