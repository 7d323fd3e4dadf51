import { useEffect, useRef, useState, type FormEvent } from 'react';
import { passkeyNameProblem, passkeyNameTexts, secondStepTexts, type SignInAnswer } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { TextField } from '../../components/ui/TextField';
import { errorCode, errorMessage } from '../../lib/errors';
import * as secondStepErrors from '../../lib/error-contexts/second-step';
import { isPasskeyNotUsed } from '../../lib/passkeys';
import { useAction } from '../../lib/use-action';
import { enrolPasskeyAtSignIn } from './enrol-passkey-api';
import { RememberChoice } from './RememberChoice';

interface Props {
  ticket: string;
  mayRemember: boolean;
  /** "Use an authenticator app instead": the app's enrolment. */
  onUseApp: () => void;
  onVerified: (answer: SignInAnswer) => void;
  onExpired: (message: string) => void;
  onCancel: () => void;
}

/**
 * The first factor as a passkey, at the sign-in of an account that must set one up (issue 46 §2): its
 * name, then SET UP A PASSKEY starts the browser's ceremony on the person's click. The passkey is kept
 * and the sign-in finished in one call; a ceremony that was cancelled says so and keeps nothing.
 */
export function SecondStepEnrolPasskey({ ticket, mayRemember, onUseApp, onVerified, onExpired, onCancel }: Props) {
  const [name, setName] = useState<string>(passkeyNameTexts.defaultName);
  const [nameError, setNameError] = useState<string | undefined>(undefined);
  const [remember, setRemember] = useState(false);
  const enrol = useAction(enrolPasskeyAtSignIn);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not disabled while the browser asks: the focus stays on the button for a second try.
    if (enrol.isPending) return;
    const problem = passkeyNameProblem(name);
    if (problem) {
      setNameError(problem);
      field.current?.focus();
      return;
    }
    setNameError(undefined);
    enrol.mutate(
      { ticket, name: name.trim(), ...(mayRemember && remember ? { rememberBrowser: true } : {}) },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (errorCode(error) === 'SECOND_STEP_EXPIRED') onExpired(errorMessage(secondStepErrors.secondStep, error));
        },
      },
    );
  };

  const error = enrol.error ? (isPasskeyNotUsed(enrol.error) ? passkeyNameTexts.cancelled : errorMessage(secondStepErrors.secondStep, enrol.error)) : null;
  return (
    <form className="wc-stack" noValidate onSubmit={submit} aria-label={secondStepTexts.enrolTitle}>
      <Alert severity="info" role="status">
        {secondStepTexts.enrolChoose}
      </Alert>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        id="enrol-passkey-name"
        label={passkeyNameTexts.label}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={nameError}
        required
        maxLength={64}
        inputRef={field}
        describedBy="enrol-passkey-name-hint"
      />
      <p id="enrol-passkey-name-hint" className="wc-body2">
        {passkeyNameTexts.hint}
      </p>
      {mayRemember && <RememberChoice id="enrol-passkey-remember" checked={remember} onChange={setRemember} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <Button type="submit" variant="contained">
          {secondStepTexts.enrolPasskey}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {secondStepTexts.cancel}
        </Button>
      </div>
      <button type="button" className="wc-link-action" style={{ alignSelf: 'flex-start' }} onClick={onUseApp}>
        {secondStepTexts.enrolApp}
      </button>
    </form>
  );
}
