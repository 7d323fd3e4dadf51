import { shellTexts } from './shared/texts';

/**
 * The portal's identity, defined once: the version the footer shows and the server reports
 * (UserDetails.appVersion), and the brand colours of ARCHITECTURE.md that the web theme, the
 * server's pages, mails and PDFs use. Static files that cannot import it (index.html's theme-color,
 * favicon.svg) are checked against it by apps/web/src/app/brand.test.ts.
 */
export const APP_VERSION: string = shellTexts.version;

export const brandColors = {
  primary: '#0f197d',
  error: '#B0170C',
  background: '#f5f6fa',
  footer: '#e9ebf3',
} as const;
