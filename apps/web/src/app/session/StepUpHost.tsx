import { lazy, Suspense, useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { setStepUpPrompter } from '../../lib/step-up';

// Loaded the first time a call asks for the second check: never on the sign-in page.
const StepUpDialog = lazy(() => import('./StepUpDialog'));

/**
 * Where the step-up dialog shows (issue 46 §3): lib/http.ts asks through lib/step-up.ts when a call
 * answers 403 STEP_UP_REQUIRED, and sends the call again once this dialog says the session is proven.
 * A session that ends while it asks answers "no".
 */
export function StepUpHost() {
  const [answer, setAnswer] = useState<{ resolve: (proven: boolean) => void } | null>(null);
  const signedIn = useSession() !== null;
  useEffect(() => setStepUpPrompter(() => new Promise<boolean>((resolve) => setAnswer({ resolve }))), []);
  useEffect(() => {
    if (!signedIn && answer) {
      answer.resolve(false);
      setAnswer(null);
    }
  }, [signedIn, answer]);
  if (!answer || !signedIn) return null;
  const done = (proven: boolean) => {
    setAnswer(null);
    answer.resolve(proven);
  };
  return (
    <Suspense fallback={null}>
      <StepUpDialog onDone={done} />
    </Suspense>
  );
}
