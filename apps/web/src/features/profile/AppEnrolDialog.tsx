import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isTotpCode, secondStepTexts, signInSecurityMessages } from '@wcpp/contract';
import { AppKey } from '../../components/sign-in-security/AppKey';
import { CodeField } from '../../components/sign-in-security/CodeField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { useConfirmApp, useStartAppEnrol } from './sign-in-security-api';

interface Props {
  /** Confirmed; `recoveryCodes` when these are the account's first codes (shown once). */
  onConfirmed: (recoveryCodes: string[] | undefined) => void;
  onCancel: () => void;
}

/** SET UP or REPLACE the authenticator app (issue 46 §2): a new key as QR code and text, confirmed by its first code. */
export function AppEnrolDialog({ onConfirmed, onCancel }: Props) {
  const start = useStartAppEnrol();
  const confirm = useConfirmApp();
  const [code, setCode] = useState('');
  const [typed, setTyped] = useState<string | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const { mutate: startEnrol } = start;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startEnrol();
  }, [startEnrol]);
  useEffect(() => {
    if (start.data) field.current?.focus();
  }, [start.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isTotpCode(code)) {
      confirm.reset();
      setTyped(signInSecurityMessages.INVALID_SECOND_FACTOR);
      field.current?.focus();
      return;
    }
    setTyped(null);
    confirm.mutate(code, {
      onSuccess: (answer) => onConfirmed(answer.recoveryCodes),
      onError: () => {
        field.current?.focus();
        field.current?.select();
      },
    });
  };

  const failed = start.error ?? confirm.error;
  const error = typed ?? (failed ? errorMessage(securityErrors.security, failed) : null);
  return (
    <Dialog
      title={secondStepTexts.enrolTitle}
      onClose={onCancel}
      actions={
        <>
          <Button type="submit" form="app-enrol-form" variant="contained" disabled={!start.data || confirm.isPending}>
            {secondStepTexts.verify}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {secondStepTexts.cancel}
          </Button>
        </>
      }
    >
      <form id="app-enrol-form" className="wc-stack" noValidate onSubmit={submit} aria-label={secondStepTexts.enrolTitle}>
        {error && <Alert severity="error">{error}</Alert>}
        {start.data && (
          <>
            <AppKey enrolment={start.data} />
            <CodeField id="app-enrol-code" kind="totp" value={code} onChange={setCode} inputRef={field} />
          </>
        )}
      </form>
    </Dialog>
  );
}
