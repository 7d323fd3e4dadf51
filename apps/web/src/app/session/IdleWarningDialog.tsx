import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatCountdown, headerTexts, sessionTexts } from '@wcpp/contract';

interface Props {
  /** When the idle sign-out happens (epoch ms). */
  signOutAt: number;
  onStay: () => void;
  onSignOut: () => void;
}

/** The time left, re-rendered on each whole second (setTimeout + Date.now, so fake clocks move it). */
function useTimeLeft(until: number): number {
  const [left, setLeft] = useState(() => until - Date.now());
  useEffect(() => {
    let timer = 0;
    const tick = () => {
      const remaining = until - Date.now();
      setLeft(remaining);
      if (remaining > 0) timer = window.setTimeout(tick, remaining % 1000 || 1000);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [until]);
  return left;
}

/**
 * The warning before the idle sign-out (WCAG 2.2.1 Timing Adjustable, docs/decisions/027): an
 * alertdialog with focus on "Stay signed in". The countdown is a `timer` (not announced every second);
 * the dialog's description is read once when it opens. Escape counts as staying: the person is here.
 */
export function IdleWarningDialog({ signOutAt, onStay, onSignOut }: Props) {
  const left = useTimeLeft(signOutAt);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={onStay}
      aria-labelledby="idle-warning-title"
      aria-describedby="idle-warning-text"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="idle-warning-title">{sessionTexts.warningTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="idle-warning-text">
          {sessionTexts.warningBody}{' '}
          <strong role="timer" aria-atomic="true">
            {formatCountdown(left)}
          </strong>
          .
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alertdialog moves focus to its safe action */}
        <Button variant="contained" autoFocus onClick={onStay}>
          {sessionTexts.staySignedIn}
        </Button>
        <Button onClick={onSignOut}>{headerTexts.signOut}</Button>
      </DialogActions>
    </Dialog>
  );
}
