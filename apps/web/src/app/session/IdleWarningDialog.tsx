import { useEffect, useState } from 'react';
import { formatCountdown, headerTexts, sessionTexts } from '@wcpp/contract';
import { NativeDialog } from '../../components/ui/Dialog';

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
 * The browser's own dialog, with the shell that shows it: nothing to load when it is due (docs/decisions/045).
 */
export function IdleWarningDialog({ signOutAt, onStay, onSignOut }: Props) {
  const left = useTimeLeft(signOutAt);
  return (
    <NativeDialog role="alertdialog" labelledBy="idle-warning-title" describedBy="idle-warning-text" onClose={onStay}>
      <h2 id="idle-warning-title">{sessionTexts.warningTitle}</h2>
      <div className="wc-dialog-content">
        <p id="idle-warning-text" className="wc-text wc-dialog-text">
          {sessionTexts.warningBody}{' '}
          <strong role="timer" aria-atomic="true">
            {formatCountdown(left)}
          </strong>
          .
        </p>
      </div>
      <div className="wc-dialog-actions">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- an alertdialog moves focus to its safe action */}
        <button type="button" className="wc-btn wc-btn-contained wc-btn-medium" autoFocus onClick={onStay}>
          {sessionTexts.staySignedIn}
        </button>
        <button type="button" className="wc-btn wc-btn-text" onClick={onSignOut}>
          {headerTexts.signOut}
        </button>
      </div>
    </NativeDialog>
  );
}
