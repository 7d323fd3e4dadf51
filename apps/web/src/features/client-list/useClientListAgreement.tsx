import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { to } from '../../lib/paths';
import { acceptAgreement, CLIENT_LIST_PATH, hasAcceptedAgreement } from './agreement';

// The dialog is loaded when it opens: the menu that offers it stays small (docs/decisions/045).
const ClientListAgreementDialog = lazy(() => import('./ClientListAgreementDialog'));

/**
 * Part 1 §4: the first use of the Client List menu item shows the agreement instead of the list.
 * `onNavigate` goes on the menu link; `dialog` is rendered beside it.
 */
export function useClientListAgreement() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const onNavigate = (event: React.MouseEvent) => {
    if (hasAcceptedAgreement()) return;
    event.preventDefault();
    setOpen(true);
  };
  const accept = () => {
    acceptAgreement();
    setOpen(false);
    navigate(to(CLIENT_LIST_PATH));
  };

  const dialog = open ? (
    <Suspense fallback={null}>
      <ClientListAgreementDialog open onAccept={accept} onDecline={() => setOpen(false)} />
    </Suspense>
  ) : null;
  return { path: CLIENT_LIST_PATH, onNavigate, dialog };
}
