import { useState } from 'react';
import { secondStepTexts, type SecondStep as SecondStepTicket, type SignInAnswer } from '@wcpp/contract';
import { RecoveryCodesDialog } from '../../components/sign-in-security/RecoveryCodesDialog';
import { SecondStepEnrol } from './SecondStepEnrol';
import { SecondStepForm } from './SecondStepForm';
import { SecondStepPasskey } from './SecondStepPasskey';

interface Props {
  secondStep: SecondStepTicket;
  /** The whole sign-in (token and user name): the page finishes it as after a password alone. */
  onSignedIn: (answer: SignInAnswer) => void;
  /** Back to the login form: cleared (CANCEL), or with the message of an expired ticket. */
  onBack: (notice?: string) => void;
}

/**
 * The sign-in's second step (issue 46 §1), its own chunk: loaded when a password's answer asks for it,
 * so the sign-in page keeps its budget. The code, or first the app's enrolment; recovery codes made by
 * that enrolment are shown once before the sign-in goes on.
 */
export function SecondStep({ secondStep, onSignedIn, onBack }: Props) {
  const [withCodes, setWithCodes] = useState<SignInAnswer | null>(null);
  // The passkey first when the account has one (issue 46 §1); "Use a code instead" goes to the code form.
  const hasPasskey = secondStep.methods.includes('passkey');
  const hasCode = secondStep.methods.includes('totp') || secondStep.methods.includes('recovery');
  const [withPasskey, setWithPasskey] = useState(hasPasskey);
  const verified = (answer: SignInAnswer) => (answer.recoveryCodes?.length ? setWithCodes(answer) : onSignedIn(answer));
  if (withCodes) return <RecoveryCodesDialog codes={withCodes.recoveryCodes!} onSaved={() => onSignedIn(withCodes)} />;
  const form = { ticket: secondStep.ticket, mayRemember: secondStep.mayRemember, onVerified: verified, onExpired: onBack, onCancel: () => onBack() };
  return (
    <section aria-labelledby="second-step-title" className="wc-stack">
      <h2 id="second-step-title" className="wc-h2">
        {secondStep.enrol ? secondStepTexts.enrolTitle : secondStepTexts.title}
      </h2>
      {secondStep.enrol ? (
        <SecondStepEnrol {...form} />
      ) : withPasskey ? (
        <SecondStepPasskey {...form} onUseCode={hasCode ? () => setWithPasskey(false) : undefined} />
      ) : (
        <SecondStepForm {...form} methods={secondStep.methods} onUsePasskey={hasPasskey ? () => setWithPasskey(true) : undefined} />
      )}
    </section>
  );
}

export default SecondStep;
