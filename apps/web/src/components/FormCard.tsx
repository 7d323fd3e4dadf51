import type { ReactNode } from 'react';
import { PageTitle } from './PageTitle';

/** The card of a public account screen (registration, reset password, forgot username): title and content. */
export function FormCard({ title, width = 560, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <div className="wc-paper wc-form-card" style={{ maxWidth: width }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </div>
  );
}
