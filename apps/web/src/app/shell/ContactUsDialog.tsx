import { headerTexts, shellTexts, supportContact } from '@wcpp/contract';
import { NativeDialog } from '../../components/ui/Dialog';

/** Contact Us (part 1 §1): support phone, e-mail and hours. Plain HTML, loaded with the shell (docs/decisions/035). */
export function ContactUsDialog({ onClose }: { onClose: () => void }) {
  const rows = [
    [headerTexts.phoneLabel, <a className="wc-link" href={`tel:${supportContact.phone}`}>{supportContact.phone}</a>],
    [headerTexts.emailLabel, <a className="wc-link" href={`mailto:${supportContact.email}`}>{supportContact.email}</a>],
    [headerTexts.hoursLabel, shellTexts.supportHours],
  ] as const;
  return (
    <NativeDialog labelledBy="contact-us-title" onClose={onClose}>
      <h2 id="contact-us-title">{headerTexts.contactUs}</h2>
      <div className="wc-dialog-content">
        <dl>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="wc-dialog-actions">
        <button type="button" className="wc-btn wc-btn-text" onClick={onClose}>
          {headerTexts.close}
        </button>
      </div>
    </NativeDialog>
  );
}

export default ContactUsDialog;
