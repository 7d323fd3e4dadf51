import type { ReactNode } from 'react';

// MUI's ErrorOutline and InfoOutlined icons (Material Icons, Apache-2.0).
const icons = {
  error: 'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z',
  info: 'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z',
};
// MUI's Close icon, on the close button.
const close = 'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

interface Props {
  severity: 'error' | 'info';
  /** MUI's Alert is role="alert"; a notice that should not interrupt passes "status". */
  role?: 'alert' | 'status';
  className?: string;
  /** A close button at the end, named "Close" as MUI's. */
  onClose?: () => void;
  children: ReactNode;
}

/** MUI's standard Alert without MUI, for the pages that load without it (docs/decisions/035). */
export function Alert({ severity, role = 'alert', className = '', onClose, children }: Props) {
  return (
    <div role={role} className={`wc-alert wc-alert-${severity} ${className}`.trim()}>
      <div className="wc-alert-icon">
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={icons[severity]} />
        </svg>
      </div>
      <div className="wc-alert-message">{children}</div>
      {onClose && (
        <div className="wc-alert-action">
          <button type="button" className="wc-icon-button wc-icon-button-small" aria-label="Close" title="Close" onClick={onClose}>
            <svg className="wc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={close} />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
