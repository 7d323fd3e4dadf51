import { useState } from 'react';
import { formatDate, securityTexts, signInSecurityMessages, type PasskeySummary } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Button } from '../../components/ui/Button';
import { errorFields, errorMessage } from '../../lib/errors';
import * as securityErrors from '../../lib/error-contexts/sign-in-security';
import { isPasskeyNotUsed, passkeysSupported } from '../../lib/passkeys';
import { PasskeyNameDialog } from './PasskeyNameDialog';
import { useAddPasskey, useRemovePasskey, useRenamePasskey } from './sign-in-security-api';

type Open = { kind: 'add' } | { kind: 'rename' | 'remove'; passkey: PasskeySummary } | null;

interface Props {
  passkeys: PasskeySummary[];
  /** A change begins: the section's last message goes. */
  onStart: () => void;
  /** A change is made: its message, and the account's first recovery codes when it brought them. */
  onDone: (message: string, recoveryCodes?: string[]) => void;
  /** A removal was refused (FACTOR_REQUIRED …): the section shows why. */
  onFailed: (error: unknown) => void;
}

/** A dialog's message for a refusal: a cancelled ceremony, a passkey the device already holds, or the server's code. */
function dialogError(error: unknown): string | null {
  if (!error) return null;
  if (isPasskeyNotUsed(error)) return error.alreadyThere ? signInSecurityMessages.PASSKEY_EXISTS : securityTexts.passkeyCancelled;
  // A name the server refused is told at the field.
  if (errorFields(error)?.name) return null;
  return errorMessage(securityErrors.security, error);
}

/**
 * Passkeys on the own profile (issue 46 §2), first in Sign-in security: the list with a "Synced" tag
 * for a passkey its provider keeps on the person's devices, ADD A PASSKEY (name, then the browser's
 * ceremony), RENAME and REMOVE. ADD and REMOVE are step-up calls: the http client asks first.
 */
export function PasskeysPart({ passkeys, onStart, onDone, onFailed }: Props) {
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [open, setOpen] = useState<Open>(null);
  const supported = passkeysSupported();

  const opening = (next: Open) => {
    onStart();
    add.reset();
    rename.reset();
    setOpen(next);
  };
  const close = () => setOpen(null);

  return (
    <div className="wc-stack">
      <h3 className="wc-h3">{securityTexts.passkeysTitle}</h3>
      <p className="wc-text">{securityTexts.passkeysIntro}</p>
      <PasskeyList passkeys={passkeys} onRename={(passkey) => opening({ kind: 'rename', passkey })} onRemove={(passkey) => opening({ kind: 'remove', passkey })} />
      {supported ? (
        <div>
          <Button variant="outlined" onClick={() => opening({ kind: 'add' })}>
            {securityTexts.passkeyAdd}
          </Button>
        </div>
      ) : (
        <p className="wc-text">{securityTexts.passkeyUnsupported}</p>
      )}
      {open?.kind === 'add' && (
        <PasskeyNameDialog
          title={securityTexts.passkeyAddTitle}
          submitLabel={securityTexts.passkeyCreate}
          initialName={securityTexts.passkeyDefaultName}
          error={dialogError(add.error)}
          nameError={errorFields(add.error)?.name}
          busy={add.isPending}
          onSubmit={(name) =>
            add.mutate(name, {
              onSuccess: (answer) => {
                close();
                onDone(securityTexts.passkeyAdded(answer.passkey.name), answer.recoveryCodes);
              },
            })
          }
          onCancel={close}
        />
      )}
      {open?.kind === 'rename' && (
        <PasskeyNameDialog
          title={securityTexts.passkeyRenameTitle}
          submitLabel={securityTexts.passkeySave}
          initialName={open.passkey.name}
          error={dialogError(rename.error)}
          nameError={errorFields(rename.error)?.name}
          busy={rename.isPending}
          onSubmit={(name) =>
            rename.mutate(
              { passkeyId: open.passkey.id, name },
              {
                onSuccess: () => {
                  close();
                  onDone(securityTexts.done);
                },
              },
            )
          }
          onCancel={close}
        />
      )}
      <ConfirmDialog
        open={open?.kind === 'remove'}
        title={open?.kind === 'remove' ? securityTexts.passkeyRemoveConfirm(open.passkey.name) : ''}
        confirmLabel={securityTexts.passkeyRemove}
        cancelLabel={securityTexts.cancel}
        busy={remove.isPending}
        onConfirm={() => {
          if (open?.kind !== 'remove') return;
          remove.mutate(open.passkey.id, {
            onSuccess: () => {
              close();
              onDone(securityTexts.done);
            },
            onError: (error) => {
              close();
              onFailed(error);
            },
          });
        }}
        onCancel={close}
      />
    </div>
  );
}

/** The own passkeys: name, "Synced" when its provider keeps it on the person's devices, its dates; RENAME and REMOVE. */
function PasskeyList({ passkeys, onRename, onRemove }: { passkeys: PasskeySummary[]; onRename: (passkey: PasskeySummary) => void; onRemove: (passkey: PasskeySummary) => void }) {
  return passkeys.length === 0 ? (
    <p className="wc-text">{securityTexts.passkeysNone}</p>
  ) : (
    <ul aria-label={securityTexts.passkeysTitle} className="wc-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {passkeys.map((passkey) => (
        <li key={passkey.id} style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center', justifyContent: 'space-between' }}>
          <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <p className="wc-text" id={`passkey-${passkey.id}`}>
              {passkey.name}
              {passkey.synced && (
                <>
                  {' '}
                  <span className="wc-chip">{securityTexts.passkeySynced}</span>
                </>
              )}
            </p>
            <p className="wc-body2">{securityTexts.passkeySince(formatDate(passkey.createdAt), passkey.lastUsedAt ? formatDate(passkey.lastUsedAt) : null)}</p>
          </div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Button variant="text" aria-describedby={`passkey-${passkey.id}`} onClick={() => onRename(passkey)}>
              {securityTexts.passkeyRename}
            </Button>
            <Button variant="text" aria-describedby={`passkey-${passkey.id}`} onClick={() => onRemove(passkey)}>
              {securityTexts.passkeyRemove}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
