import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { APP_VERSION, brandColors, footerTexts } from '@wcpp/contract';
import { useConfig } from '../../lib/config';

/** Terms and privacy pages live on the content service beside its home page (docs/decisions/012). */
function contentPage(homepage: string, name: string): string {
  return homepage.replace(/\/[^/]*$/, `/${name}`);
}

/** Footer (part 1 §1): terms and privacy links, go-to-top, copyright and the version. */
export function Footer() {
  const config = useConfig();
  const toTop = (event: React.MouseEvent) => {
    event.preventDefault();
    window.scrollTo({ top: 0 });
    document.getElementById('top')?.focus();
  };
  return (
    <Box component="footer" sx={{ bgcolor: brandColors.footer, borderTop: 1, borderColor: 'divider', mt: 4 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 1, sm: 3 }}
        sx={{ maxWidth: 1200, mx: 'auto', px: 3, py: 2, alignItems: { sm: 'center' } }}
      >
        <Link href={contentPage(config.AEM_HOMEPAGE, 'terms-of-use')}>{footerTexts.termsOfUse}</Link>
        <Link href={contentPage(config.AEM_HOMEPAGE, 'privacy-policy')}>{footerTexts.privacyPolicy}</Link>
        <Link href="#top" onClick={toTop}>
          {footerTexts.goToTop}
        </Link>
        <Typography variant="body2" sx={{ flex: 1, textAlign: { sm: 'right' } }}>
          {footerTexts.copyright(new Date().getFullYear())}
        </Typography>
        <Typography variant="body2">{footerTexts.version(APP_VERSION)}</Typography>
      </Stack>
    </Box>
  );
}
