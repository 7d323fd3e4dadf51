import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isRecoveryCode, isTotpCode, secondStepTexts, signInSecurityMessages, type FactorMethod, type SignInAnswer } from '@wcpp/contract';
import { CodeField } from '../../components/sign-in-security/CodeField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorCode, errorMessage } from '../../lib/errors';
import * as secondStepErrors from '../../lib/error-contexts/second-step';
import { useAction } from '../../lib/use-action';
import { RememberChoice } from './RememberChoice';
import { verifySecondStep } from './second-step-api';

/** The methods this form takes: a code typed (the passkey has its own view, SecondStepPasskey). */
type CodeMethod = Exclude<FactorMethod, 'passkey'>;

/** Back to the field, its text selected for typing anew. */
const refocus = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

interface Props {
  ticket: string;
  /** The factors the account can answer with: a switch to the recovery code shows only with both. */
  methods: FactorMethod[];
  mayRemember: boolean;
  onVerified: (answer: SignInAnswer) => void;
  /** The ticket was used or is older than five minutes: the sign-in starts again, with this message. */
  onExpired: (message: string) => void;
  onCancel: () => void;
  /** Without its own intro: the enrolment above already says what to enter. */
  noIntro?: boolean;
  /** Back to the passkey, when the account has one. */
  onUsePasskey?: () => void;
}

/** The code of the second step (issue 46 §1): the app's 6 digits or a recovery code, VERIFY and CANCEL. */
export function SecondStepForm({ ticket, methods, mayRemember, onVerified, onExpired, onCancel, noIntro, onUsePasskey }: Props) {
  const [method, setMethod] = useState<CodeMethod>(methods.includes('totp') ? 'totp' : 'recovery');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const verify = useAction(verifySecondStep);
  const canSwitch = methods.includes('totp') && methods.includes('recovery');

  useEffect(() => field.current?.focus(), [method]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!(method === 'totp' ? isTotpCode(code) : isRecoveryCode(code))) {
      verify.reset();
      setTyped(signInSecurityMessages.INVALID_SECOND_FACTOR);
      field.current?.focus();
      return;
    }
    setTyped(null);
    verify.mutate(
      { ticket, method, code, ...(mayRemember && remember ? { rememberBrowser: true } : {}) },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (errorCode(error) === 'SECOND_STEP_EXPIRED') onExpired(errorMessage(secondStepErrors.secondStep, error));
          else refocus(field.current);
        },
      },
    );
  };

  const switchTo = (next: CodeMethod) => {
    setMethod(next);
    setCode('');
    setTyped(null);
    verify.reset();
  };

  const error = typed ?? (verify.error ? errorMessage(secondStepErrors.secondStep, verify.error) : null);
  return (
    <form className="wc-stack" noValidate onSubmit={submit} aria-label={secondStepTexts.title}>
      {error && <Alert severity="error">{error}</Alert>}
      {!noIntro && <p className="wc-text">{method === 'totp' ? secondStepTexts.intro : secondStepTexts.recoveryIntro}</p>}
      <CodeField id="second-step-code" kind={method} value={code} onChange={setCode} inputRef={field} />
      {canSwitch && (
        <button type="button" className="wc-link-action" style={{ alignSelf: 'flex-start' }} onClick={() => switchTo(method === 'totp' ? 'recovery' : 'totp')}>
          {method === 'totp' ? secondStepTexts.useRecovery : secondStepTexts.useApp}
        </button>
      )}
      {mayRemember && <RememberChoice id="second-step-remember" checked={remember} onChange={setRemember} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
        <Button type="submit" variant="contained" disabled={verify.isPending}>
          {secondStepTexts.verify}
        </Button>
        {onUsePasskey && (
          <Button variant="outlined" onClick={onUsePasskey}>
            {secondStepTexts.usePasskey}
          </Button>
        )}
        <Button variant="text" onClick={onCancel}>
          {secondStepTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
