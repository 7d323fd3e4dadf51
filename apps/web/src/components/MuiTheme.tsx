import type { ComponentType, ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme';

/**
 * The portal's MUI theme around the screens and shell parts that use MUI. It is not in the entry:
 * the sign-in page loads no MUI (docs/decisions/035). base.css stands in for CssBaseline.
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/** A lazily loaded shell part (menu, user actions, session services) inside the theme. */
export function withMuiTheme<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <MuiTheme>
        <Component {...props} />
      </MuiTheme>
    );
  }
  Themed.displayName = `WithMuiTheme(${Component.displayName ?? Component.name})`;
  return Themed;
}
