import { APP_VERSION, footerTexts } from '@wcpp/contract';
import { useConfig } from '../../lib/config';

/** Terms and privacy pages live on the content service beside its home page (docs/decisions/012). */
function contentPage(homepage: string, name: string): string {
  return homepage.replace(/\/[^/]*$/, `/${name}`);
}

/** Footer (part 1 §1): terms and privacy links, go-to-top, copyright and the version. Plain HTML (docs/decisions/035). */
export function Footer() {
  const config = useConfig();
  const toTop = (event: React.MouseEvent) => {
    event.preventDefault();
    window.scrollTo({ top: 0 });
    document.getElementById('top')?.focus();
  };
  return (
    <footer className="wc-footer">
      <div className="wc-footer-row">
        <a className="wc-link" href={contentPage(config.AEM_HOMEPAGE, 'terms-of-use')}>{footerTexts.termsOfUse}</a>
        <a className="wc-link" href={contentPage(config.AEM_HOMEPAGE, 'privacy-policy')}>{footerTexts.privacyPolicy}</a>
        <a className="wc-link" href="#top" onClick={toTop}>
          {footerTexts.goToTop}
        </a>
        <p className="wc-body2 wc-grow">{footerTexts.copyright(new Date().getFullYear())}</p>
        <p className="wc-body2">{footerTexts.version(APP_VERSION)}</p>
      </div>
    </footer>
  );
}
