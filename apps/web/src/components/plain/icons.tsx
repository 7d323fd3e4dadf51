import type { ReactNode } from 'react';

// Material Icons (Apache-2.0), as @mui/icons-material draws them, for the parts that load no MUI.
const paths = {
  description: 'M14 2H6c-1.1 0-1.99.9-1.99 2L4 20c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm2 16H8v-2h8zm0-4H8v-2h8zm-3-5V3.5L18.5 9z',
  notifications:
    'M12 22c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2m6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.67-1.5-1.5-1.5s-1.5.67-1.5 1.5v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1z',
};

/** A 24-pixel icon in the current colour, hidden from screen readers (its button carries the name). */
export function Icon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="wc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[name]} />
    </svg>
  );
}

/** The count over an icon, as MUI's Badge (overlap circular, colour error); none when it is 0. */
export function Badge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <span className="wc-badge-anchor">
      {children}
      {count > 0 && <span className="wc-badge">{count > 99 ? '99+' : count}</span>}
    </span>
  );
}
