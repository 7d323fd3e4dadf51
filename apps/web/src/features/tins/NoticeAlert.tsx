import { useEffect, useRef } from 'react';
import { Alert } from '../../components/ui/Alert';

/** A notice of Manage TINs: what an add, a removal or a decision did. */
export interface Notice {
  severity: 'success' | 'info' | 'error';
  text: string;
  /**
   * Move the focus to the notice: after a decision the row and its buttons are gone, and the focus
   * would fall back to the page's start.
   */
  focus?: boolean;
}

/** The notice at the top of Manage TINs; an error interrupts (role alert), the others are a status. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice?.focus) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'} onClose={onClose}>
      {notice.text}
    </Alert>
  );
}
