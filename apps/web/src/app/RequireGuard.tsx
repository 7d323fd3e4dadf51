import { useDeferredValue } from 'react';
import { Navigate, Outlet } from 'react-router';
import { guards, type GuardName } from '@wcpp/contract';
import { PageLoading } from '../components/PageLoading';
import { paths } from '../lib/paths';
import { useEffectiveUser } from '../lib/user';

/**
 * A route's guard judged on the effective user (the mirrored user while mirroring, part 1 §6).
 * A signed-in user the guard refuses is sent to /wcpp/home (docs/decisions/002-route-guards.md).
 */
export default function RequireGuard({ guard }: { guard: GuardName }) {
  const { data: user, isPending, isError } = useEffectiveUser();
  const decision = isPending && !isError ? 'pending' : guards[guard](user) ? 'allowed' : 'refused';
  // The user's answer arrives as an urgent update, which React renders in one piece: the whole screen
  // at once, a long task on a slow phone. Deferred, the screen renders in a transition, in slices
  // that leave the page responsive (TBT, bench/README). Only the way in waits; a refusal is at once.
  const deferred = useDeferredValue(decision);
  if (decision === 'pending' || (decision === 'allowed' && deferred === 'pending')) return <PageLoading />;
  return decision === 'allowed' ? <Outlet /> : <Navigate to={paths.home} replace />;
}
