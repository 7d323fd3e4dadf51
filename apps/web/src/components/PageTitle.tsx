import { useEffect, type ReactNode } from 'react';
import { headerTexts } from '@wcpp/contract';
import { openAfterNextPaint } from '../lib/painted';
import { visuallyHidden } from './visually-hidden';

/** The single h1 every page has (accessibility: one h1 per page). Plain HTML: the sign-in page uses it (docs/decisions/035). */
export function PageTitle({ children, hidden = false }: { children: ReactNode; hidden?: boolean }) {
  // The tab title names the screen too, so screen-reader users and history entries can tell pages apart.
  useEffect(() => {
    if (typeof children === 'string') document.title = `${children} | ${headerTexts.brand}`;
  }, [children]);
  // The screen is drawn: its side requests go out once it has been painted (lib/painted).
  useEffect(openAfterNextPaint, []);
  return (
    <h1 className="wc-title" style={hidden ? visuallyHidden : undefined}>
      {children}
    </h1>
  );
}
