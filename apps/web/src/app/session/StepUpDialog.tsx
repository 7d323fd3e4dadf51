import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  isRecoveryCode,
  isTotpCode,
  secondStepTexts,
  signInSecurityCalls,
  signInSecurityMessages,
  stepUpTexts,
  type StepUpRequest,
  type StepUpState,
} from '@wcpp/contract';
import { CodeField } from '../../components/sign-in-security/CodeField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { callWithoutStepUp } from '../../lib/http';
import { getPasskey, isPasskeyNotUsed } from '../../lib/passkeys';
import { useAction } from '../../lib/use-action';

type Method = StepUpRequest['method'];
type CodeMethod = Exclude<Method, 'passkey'>;

/** Back to the field, its text selected for typing anew. */
const refocus = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

/** The passkey first when the account has one, then the app, a recovery code, the password. */
const firstMethod = (methods: StepUpState['methods']): Method => (methods.includes('passkey') ? 'passkey' : firstCodeMethod(methods));
const firstCodeMethod = (methods: StepUpState['methods']): CodeMethod => (methods.includes('totp') ? 'totp' : methods.includes('recovery') ? 'recovery' : 'password');
const wellFormed = (method: CodeMethod, code: string) => (method === 'totp' ? isTotpCode(code) : method === 'recovery' ? isRecoveryCode(code) : code.length > 0);

/** A step-up by passkey: the session person's challenge, the browser's ceremony, then its assertion. */
async function proveWithPasskey() {
  const { options } = await callWithoutStepUp(signInSecurityCalls.stepUpPasskeyOptions);
  const credential = await getPasskey(options);
  return callWithoutStepUp(signInSecurityCalls.stepUp, { body: { method: 'passkey', credential } });
}

/**
 * The second check (issue 46 §3): the passkey first when the account has one, the app's code, a
 * recovery code instead, or the password when the account has no factor; CONFIRM (or the passkey)
 * proves the session again and the refused call is sent once more. CANCEL (or Escape) leaves that
 * call refused. Its own calls never ask for a step-up themselves.
 */
export function StepUpDialog({ onDone }: { onDone: (proven: boolean) => void }) {
  const state = useAction(() => callWithoutStepUp(signInSecurityCalls.stepUpState));
  const prove = useAction((body: StepUpRequest) => callWithoutStepUp(signInSecurityCalls.stepUp, { body }));
  const passkey = useAction(proveWithPasskey);
  const passkeyButton = useRef<HTMLButtonElement>(null);
  const [method, setMethod] = useState<Method | null>(null);
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const { mutate: loadState } = state;
  useEffect(() => loadState(undefined, { onSuccess: (answer) => setMethod(firstMethod(answer.methods)) }), [loadState]);
  useEffect(() => (method === 'passkey' ? passkeyButton.current : field.current)?.focus(), [method]);

  const methods = state.data?.methods ?? [];
  const hasCode = methods.includes('totp') || methods.includes('recovery');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || method === 'passkey') return;
    if (!wellFormed(method, code)) {
      prove.reset();
      setTyped(method === 'password' ? null : signInSecurityMessages.INVALID_SECOND_FACTOR);
      field.current?.focus();
      return;
    }
    setTyped(null);
    prove.mutate({ method, code }, { onSuccess: () => onDone(true), onError: () => refocus(field.current) });
  };
  const switchTo = (next: Method) => {
    setMethod(next);
    setCode('');
    setTyped(null);
    prove.reset();
    passkey.reset();
  };
  const startPasskey = () => {
    // Not disabled while the browser asks: the button keeps the focus for a second try.
    if (passkey.isPending) return;
    passkey.mutate(undefined, { onSuccess: () => onDone(true) });
  };
  const passkeyError = passkey.error ? (isPasskeyNotUsed(passkey.error) ? (hasCode ? secondStepTexts.passkeyCancelled : stepUpTexts.passkeyCancelled) : errorMessage(securityErrors.stepUp, passkey.error)) : null;

  const error = typed ?? passkeyError ?? (prove.error ? errorMessage(securityErrors.stepUp, prove.error) : state.error ? errorMessage(securityErrors.stepUp, state.error) : null);
  return (
    <Dialog
      title={stepUpTexts.title}
      describedBy="step-up-intro"
      onClose={() => onDone(false)}
      actions={
        <>
          {method === 'passkey' ? (
            <Button ref={passkeyButton} variant="contained" onClick={startPasskey}>
              {stepUpTexts.usePasskey}
            </Button>
          ) : (
            <Button type="submit" form="step-up-form" variant="contained" disabled={!method || prove.isPending}>
              {stepUpTexts.confirm}
            </Button>
          )}
          {method && method !== 'passkey' && methods.includes('passkey') && (
            <Button variant="outlined" onClick={() => switchTo('passkey')}>
              {stepUpTexts.usePasskey}
            </Button>
          )}
          <Button variant="text" onClick={() => onDone(false)}>
            {stepUpTexts.cancel}
          </Button>
        </>
      }
    >
      <form id="step-up-form" className="wc-stack" noValidate onSubmit={submit} aria-label={stepUpTexts.title}>
        <p id="step-up-intro" className="wc-text">
          {signInSecurityMessages.STEP_UP_REQUIRED} {method === 'password' ? stepUpTexts.introPassword : stepUpTexts.intro}
        </p>
        {error && <Alert severity="error">{error}</Alert>}
        {method === 'password' && (
          <TextField id="step-up-password" label={stepUpTexts.password} type="password" autoComplete="current-password" value={code} onChange={(e) => setCode(e.target.value)} required inputRef={field} />
        )}
        {(method === 'totp' || method === 'recovery') && <CodeField id="step-up-code" kind={method} value={code} onChange={setCode} inputRef={field} />}
        {method === 'passkey' && hasCode && (
          <button type="button" className="wc-link-action" style={{ alignSelf: 'flex-start' }} onClick={() => switchTo(firstCodeMethod(methods))}>
            {stepUpTexts.useCode}
          </button>
        )}
        {(method === 'totp' || method === 'recovery') && methods.includes('totp') && methods.includes('recovery') && (
          <button type="button" className="wc-link-action" style={{ alignSelf: 'flex-start' }} onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
            {method === 'totp' ? secondStepTexts.useRecovery : secondStepTexts.useApp}
          </button>
        )}
      </form>
    </Dialog>
  );
}

export default StepUpDialog;
