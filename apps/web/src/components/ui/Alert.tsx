import type { ReactNode } from 'react';
import { Icon } from './icons';

interface Props {
  severity: 'error' | 'info';
  /** MUI's Alert is role="alert"; a notice that should not interrupt passes "status". */
  role?: 'alert' | 'status';
  className?: string;
  /** A close button at the end, named "Close" as MUI's. */
  onClose?: () => void;
  /** A control at the end instead (FormErrorSummary: Bill Search's Search Help button). */
  action?: ReactNode;
  children: ReactNode;
}

/** MUI's standard Alert without MUI, for the pages that load without it (docs/decisions/035). */
export function Alert({ severity, role = 'alert', className = '', onClose, action, children }: Props) {
  return (
    <div role={role} className={`wc-alert wc-alert-${severity} ${className}`.trim()}>
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
