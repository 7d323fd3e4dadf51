import type { AppEnrolment } from '@wcpp/contract';
import { secondStepTexts } from '@wcpp/contract';

/** An SVG as a data: URL, so it is drawn as an image and never as markup of the page (no innerHTML). */
export function svgDataUrl(svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  let binary = '';
  bytes.forEach((byte) => (binary += String.fromCharCode(byte)));
  return `data:image/svg+xml;base64,${btoa(binary)}`;
}

/**
 * A new authenticator app key: the QR code to scan (at most 200 px, so a 390 px phone shows it whole)
 * and the key as selectable text for typing it in, wrapping rather than widening the page.
 */
export function AppKey({ enrolment }: { enrolment: AppEnrolment }) {
  return (
    <div className="wc-stack">
      <p className="wc-text">{secondStepTexts.enrolScan}</p>
      <img
        alt={secondStepTexts.qrLabel}
        src={svgDataUrl(enrolment.qrSvg)}
        width={200}
        height={200}
        style={{ width: 200, maxWidth: '100%', height: 'auto', alignSelf: 'flex-start', background: '#fff' }}
      />
      <div>
        <p className="wc-body2">{secondStepTexts.enrolKey}</p>
        <code style={{ fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere', userSelect: 'all', display: 'block' }}>{enrolment.secret}</code>
      </div>
      <p className="wc-text">{secondStepTexts.enrolConfirm}</p>
    </div>
  );
}
