import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { headerTexts, shellTexts, supportContact } from '@wcpp/contract';

/** Contact Us (part 1 §1): support phone, e-mail and hours. */
export function ContactUsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const rows = [
    [headerTexts.phoneLabel, <Link href={`tel:${supportContact.phone}`}>{supportContact.phone}</Link>],
    [headerTexts.emailLabel, <Link href={`mailto:${supportContact.email}`}>{supportContact.email}</Link>],
    [headerTexts.hoursLabel, shellTexts.supportHours],
  ] as const;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="contact-us-title">
      <DialogTitle id="contact-us-title">{headerTexts.contactUs}</DialogTitle>
      <DialogContent>
        <dl style={{ margin: 0 }}>
          {rows.map(([label, value]) => (
            <div key={label} style={{ marginBottom: 12 }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </div>
          ))}
        </dl>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{headerTexts.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

export default ContactUsDialog;
