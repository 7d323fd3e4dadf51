import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PasskeyRenameRequestSchema, securityTexts } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { TextField } from '../../components/ui/TextField';

interface Props {
  title: string;
  /** CREATE THE PASSKEY or SAVE. */
  submitLabel: string;
  initialName: string;
  /** The dialog's own message (a cancelled ceremony, a refusal), above the field. */
  error: string | null;
  /** The server's message for the name (a 400 VALIDATION), at the field. */
  nameError?: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}

/**
 * A passkey's name (issue 46 §2), for ADD A PASSKEY and RENAME: the field with its hint, checked by the
 * contract's rule before anything is sent.
 */
export function PasskeyNameDialog({ title, submitLabel, initialName, error, nameError, busy, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(initialName);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  // A refusal of the name puts the focus back on it.
  useEffect(() => {
    if (nameError) field.current?.focus();
  }, [nameError]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Not disabled while the browser asks: the focus stays where it was.
    if (busy) return;
    const checked = PasskeyRenameRequestSchema.safeParse({ name });
    if (!checked.success) {
      setTyped(checked.error.issues[0]?.message);
      field.current?.focus();
      return;
    }
    setTyped(undefined);
    onSubmit(checked.data.name);
  };

  return (
    <Dialog
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button type="submit" form="passkey-name-form" variant="contained">
            {submitLabel}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {securityTexts.cancel}
          </Button>
        </>
      }
    >
      <form id="passkey-name-form" className="wc-stack" noValidate onSubmit={submit} aria-label={title}>
        {error && <Alert severity="error">{error}</Alert>}
        <TextField
          id="passkey-name"
          label={securityTexts.passkeyNameLabel}
          value={name}
          onChange={(event) => setName(event.target.value)}
          required
          autoComplete="off"
          error={typed ?? nameError}
          describedBy="passkey-name-hint"
          inputRef={field}
        />
        <p id="passkey-name-hint" className="wc-body2">
          {securityTexts.passkeyNameHint}
        </p>
      </form>
    </Dialog>
  );
}
