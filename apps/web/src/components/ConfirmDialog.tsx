import { useId, type ReactNode } from 'react';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

interface Props {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A question with a confirming and a cancelling button (Revert, Client List agreement, …): the spec names them in that order ("YES / CANCEL"). */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, busy, onConfirm, onCancel }: Props) {
  const bodyId = useId();
  if (!open) return null;
  const hasBody = children !== undefined && children !== null && children !== false;
  return (
    <Dialog
      title={title}
      describedBy={hasBody ? bodyId : undefined}
      onClose={onCancel}
      actions={
        <>
          <Button variant="contained" onClick={onConfirm} disabled={busy}>
            {confirmLabel}
          </Button>
          <Button variant="text" onClick={onCancel}>
            {cancelLabel}
          </Button>
        </>
      }
    >
      {hasBody ? (
        <div id={bodyId} className="wc-confirm-body">
          {children}
        </div>
      ) : undefined}
    </Dialog>
  );
}
