import type { ReactNode, Ref } from 'react';
import { Icon } from './icons';

interface Props {
  severity: 'error' | 'warning' | 'info' | 'success';
  /** "alert" is read at once; a notice that should not interrupt passes "status". */
  role?: 'alert' | 'status';
  className?: string;
  /** A close button at the end, named "Close". */
  onClose?: () => void;
  /** A control at the end instead (FormErrorSummary: Bill Search's Search Help button). */
  action?: ReactNode;
  /** For a notice that takes the focus when it appears (Manage TINs, after a decision): with tabIndex -1. */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  children: ReactNode;
}

/** A message banner with its icon: role alert (read at once) unless told "status". */
export function Alert({ severity, role = 'alert', className = '', onClose, action, ref, tabIndex, children }: Props) {
  return (
    <div ref={ref} tabIndex={tabIndex} role={role} className={`wc-alert wc-alert-${severity} ${className}`.trim()}>
      <div className="wc-alert-icon">
        <Icon name={severity} />
      </div>
      <div className="wc-alert-message">{children}</div>
      {(onClose || action) && (
        <div className="wc-alert-action">
          {action ?? (
            <button type="button" className="wc-icon-button wc-icon-button-small" aria-label="Close" title="Close" onClick={onClose}>
              <Icon name="close" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
