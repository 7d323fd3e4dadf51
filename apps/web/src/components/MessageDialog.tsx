import { useRef } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

interface Props {
  open: boolean;
  /** The message, as the dialog's title. */
  title: string;
  okLabel: string;
  onClose: () => void;
}

/** A message that must be acknowledged ('You cannot remove all TINs.'): its one button has the focus, so Enter closes it. */
export function MessageDialog({ open, title, okLabel, onClose }: Props) {
  const ok = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="message-dialog-title" slotProps={{ transition: { onEntered: () => ok.current?.focus() } }}>
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogActions>
        <Button ref={ok} variant="contained" onClick={onClose}>
          {okLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
