import { useEffect, useRef } from 'react';
import { Button } from './ui/Button';
import { Dialog } from './ui/Dialog';

interface Props {
  open: boolean;
  /** The message, as the dialog's title. */
  title: string;
  okLabel: string;
  onClose: () => void;
}

/** A message that must be acknowledged ('You cannot remove all TINs.'): its one button has the focus, so Enter closes it. */
export function MessageDialog({ open, title, okLabel, onClose }: Props) {
  return open ? <Message title={title} okLabel={okLabel} onClose={onClose} /> : null;
}

function Message({ title, okLabel, onClose }: Omit<Props, 'open'>) {
  const ok = useRef<HTMLButtonElement>(null);
  // After the dialog's own effect (a child's runs first), which remembers where the focus was.
  useEffect(() => ok.current?.focus(), []);
  return (
    <Dialog
      title={title}
      onClose={onClose}
      actions={
        <Button ref={ok} variant="contained" onClick={onClose}>
          {okLabel}
        </Button>
      }
    />
  );
}
