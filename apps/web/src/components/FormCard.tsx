import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import { PageTitle } from './PageTitle';

/** The card of a public account screen (registration, reset password, forgot username): title and content. */
export function FormCard({ title, width = 560, children }: { title: string; width?: number; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: width, mx: 'auto' }}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Paper>
  );
}
