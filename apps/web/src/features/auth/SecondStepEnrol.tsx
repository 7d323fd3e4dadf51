import { useEffect, useRef, useState } from 'react';
import { secondStepTexts, type SignInAnswer } from '@wcpp/contract';
import { AppKey } from '../../components/sign-in-security/AppKey';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { errorCode, errorMessage } from '../../lib/errors';
import * as secondStepErrors from '../../lib/error-contexts/second-step';
import { passkeysSupported } from '../../lib/passkeys';
import { useAction } from '../../lib/use-action';
import { startSecondStepEnrol } from './second-step-api';
import { SecondStepEnrolPasskey } from './SecondStepEnrolPasskey';
import { SecondStepForm } from './SecondStepForm';

interface Props {
  ticket: string;
  mayRemember: boolean;
  onVerified: (answer: SignInAnswer) => void;
  onExpired: (message: string) => void;
  onCancel: () => void;
}

/**
 * An account that must use a second factor and has none (issue 46 §2): a passkey first where the
 * browser can make one, or the authenticator app ("Use an authenticator app instead").
 */
export function SecondStepEnrol(props: Props) {
  const [withPasskey, setWithPasskey] = useState(passkeysSupported);
  return withPasskey ? <SecondStepEnrolPasskey {...props} onUseApp={() => setWithPasskey(false)} /> : <SecondStepEnrolApp {...props} />;
}

/** The app is set up here (its key, started on the ticket), then its first code signs in. */
function SecondStepEnrolApp({ ticket, mayRemember, onVerified, onExpired, onCancel }: Props) {
  const enrol = useAction(startSecondStepEnrol);
  const started = useRef(false);
  const { mutate } = enrol;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(ticket, {
      onError: (error) => {
        if (errorCode(error) === 'SECOND_STEP_EXPIRED') onExpired(errorMessage(secondStepErrors.secondStep, error));
      },
    });
  }, [mutate, ticket, onExpired]);

  return (
    <div className="wc-stack">
      <Alert severity="info" role="status">
        {secondStepTexts.enrolRequired}
      </Alert>
      {enrol.error !== null && (
        <>
          <Alert severity="error">{errorMessage(secondStepErrors.secondStep, enrol.error)}</Alert>
          <Button variant="text" onClick={onCancel} style={{ alignSelf: 'flex-start' }}>
            {secondStepTexts.cancel}
          </Button>
        </>
      )}
      {enrol.data && (
        <>
          <AppKey enrolment={enrol.data} />
          <SecondStepForm ticket={ticket} methods={['totp']} mayRemember={mayRemember} onVerified={onVerified} onExpired={onExpired} onCancel={onCancel} noIntro />
        </>
      )}
    </div>
  );
}
