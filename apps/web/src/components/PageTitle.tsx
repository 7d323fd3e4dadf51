import { useEffect, type ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { headerTexts } from '@wcpp/contract';
import { visuallyHidden } from './visually-hidden';


/** The single h1 every page has (accessibility: one h1 per page). */
export function PageTitle({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  // The tab title names the screen too, so screen-reader users and history entries can tell pages apart.
  useEffect(() => {
    if (typeof children === 'string') document.title = `${children} | ${headerTexts.brand}`;
  }, [children]);
  return (
    <Typography variant="h1" sx={hidden ? visuallyHidden : { mb: 2 }}>
      {children}
    </Typography>
  );
}
