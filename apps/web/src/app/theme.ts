import { createTheme } from '@mui/material/styles';

/** ARCHITECTURE.md: primary #0f197d, error #B0170C; system fonts so the sign-in page loads no web font. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0f197d' },
    error: { main: '#B0170C' },
    background: { default: '#f5f6fa' },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, color: '#0f197d' },
    h2: { fontSize: '1.25rem', fontWeight: 600 },
    // Button labels show exactly as the spec writes them ('LOGIN', 'Sign Out'), not upper-cased by CSS.
    button: { fontWeight: 600, textTransform: 'none' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
