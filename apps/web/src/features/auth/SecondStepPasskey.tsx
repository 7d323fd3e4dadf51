import { useEffect, useRef, useState } from 'react';
import { secondStepTexts, type SignInAnswer } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorCode, errorMessage } from '../../lib/errors';
import * as secondStepErrors from '../../lib/error-contexts/second-step';
import { isPasskeyNotUsed } from '../../lib/passkeys';
import { useAction } from '../../lib/use-action';
import { RememberChoice } from './RememberChoice';
import { verifyWithPasskey } from './second-step-api';

interface Props {
  ticket: string;
  mayRemember: boolean;
  /** "Use a code instead": the code form, when the account has the app or recovery codes too. */
  onUseCode?: () => void;
  onVerified: (answer: SignInAnswer) => void;
  onExpired: (message: string) => void;
  onCancel: () => void;
}

/**
 * The second step with the account's passkey (issue 46 §1), offered first when it has one: USE YOUR
 * PASSKEY starts the browser's ceremony on the person's click (Safari asks for one). A ceremony that
 * was cancelled or failed says so and calls nothing; a refusal reads as a code's would.
 */
export function SecondStepPasskey({ ticket, mayRemember, onUseCode, onVerified, onExpired, onCancel }: Props) {
  const [remember, setRemember] = useState(false);
  const verify = useAction(verifyWithPasskey);
  const start = useRef<HTMLButtonElement>(null);
  useEffect(() => start.current?.focus(), []);

  const use = () => {
    // Not disabled while the browser asks: the button keeps the focus for a second try.
    if (verify.isPending) return;
    verify.mutate(
      { ticket, ...(mayRemember && remember ? { rememberBrowser: true } : {}) },
      {
        onSuccess: onVerified,
        onError: (error) => {
          if (errorCode(error) === 'SECOND_STEP_EXPIRED') onExpired(errorMessage(secondStepErrors.secondStep, error));
        },
      },
    );
  };

  const error = verify.error ? (isPasskeyNotUsed(verify.error) ? secondStepTexts.passkeyCancelled : errorMessage(secondStepErrors.secondStep, verify.error)) : null;
  return (
    <div className="wc-stack">
      {error && <Alert severity="error">{error}</Alert>}
      <p className="wc-text">{secondStepTexts.passkeyIntro}</p>
      {mayRemember && <RememberChoice id="second-step-passkey-remember" checked={remember} onChange={setRemember} />}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <Button ref={start} variant="contained" onClick={use}>
          {secondStepTexts.usePasskey}
        </Button>
        <Button variant="text" onClick={onCancel}>
          {secondStepTexts.cancel}
        </Button>
      </div>
      {onUseCode && (
        <button type="button" className="wc-link-action" style={{ alignSelf: 'flex-start' }} onClick={onUseCode}>
          {secondStepTexts.useCode}
        </button>
      )}
    </div>
  );
}
