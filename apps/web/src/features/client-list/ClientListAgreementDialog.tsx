import { clientListAgreementTexts, shellTexts } from '@wcpp/contract';
import { ConfirmDialog } from '../../components/ConfirmDialog';

interface Props {
  open: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

/** The Client List agreement (part 1 §4): shown on the first use of the Client List menu item. */
export function ClientListAgreementDialog({ open, onAccept, onDecline }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={shellTexts.clientListAgreementTitle}
      confirmLabel={clientListAgreementTexts.accept}
      cancelLabel={clientListAgreementTexts.decline}
      onConfirm={onAccept}
      onCancel={onDecline}
    >
      {clientListAgreementTexts.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ConfirmDialog>
  );
}

export default ClientListAgreementDialog;
