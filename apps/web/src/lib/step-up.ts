/**
 * The second check before what matters (issue 46 §3): a protected call answering 403 STEP_UP_REQUIRED
 * asks the person for their factor, then is sent once more (lib/http.ts). The asking is a dialog the
 * app mounts (app/session/StepUpHost.tsx) and loads only when first needed; this module only connects
 * the two, so the http client stays free of React.
 */

/** Shows the step-up dialog; resolves true once the session is proven again, false when the person cancels. */
export type StepUpPrompter = () => Promise<boolean>;

let prompter: StepUpPrompter | null = null;
/** One question at a time: calls refused together wait for the same answer. */
let asking: Promise<boolean> | null = null;

/** The app's dialog registers itself; the returned function unregisters it. */
export function setStepUpPrompter(next: StepUpPrompter): () => void {
  prompter = next;
  return () => {
    if (prompter === next) prompter = null;
  };
}

/** Asks for the factor; false at once when nothing can ask (no dialog mounted). */
export function askStepUp(): Promise<boolean> {
  if (!prompter) return Promise.resolve(false);
  asking ??= prompter().finally(() => {
    asking = null;
  });
  return asking;
}

/** The code of the refusal that asks for the second check. */
export const STEP_UP_REQUIRED = 'STEP_UP_REQUIRED';
/** A wrong code or password: the proof is refused, the session lives on (a 401 that ends nothing). */
export const INVALID_SECOND_FACTOR = 'INVALID_SECOND_FACTOR';
/** The refusals of a proof that end no session: a wrong code or password, a passkey that failed, was not the account's, or took too long. */
export const REFUSED_PROOFS: readonly string[] = [INVALID_SECOND_FACTOR, 'PASSKEY_FAILED', 'PASSKEY_UNKNOWN', 'PASSKEY_EXPIRED'];
