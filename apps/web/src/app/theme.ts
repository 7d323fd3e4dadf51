import { createTheme } from '@mui/material/styles';
import { brandColors } from '@wcpp/contract';

/** ARCHITECTURE.md's colours, from the contract's brandColors; system fonts so the sign-in page loads no web font. */
export const theme = createTheme({
  palette: {
    primary: { main: brandColors.primary },
    error: { main: brandColors.error },
    background: { default: brandColors.background },
  },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif',
    h1: { fontSize: '1.75rem', fontWeight: 600, color: brandColors.primary },
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
