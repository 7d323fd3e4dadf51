import { Link, useLocation, useNavigate } from 'react-router';
import { registrationTexts as texts } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { paths } from '../../lib/paths';

/** What the confirm page hands over in the navigation state: a TIN that waits for its holders' approval. */
export interface RegistrationCompleteState {
  pendingFtin?: string;
}

/**
 * /wcpp/registrationComplete?campaign=… (part 2 §2): the thank-you, a sign-in link and Done; when the
 * TIN is held by another group, that it waits for that group's approval (docs/decisions/047).
 */
export function RegistrationCompletePage() {
  const navigate = useNavigate();
  const pendingFtin = (useLocation().state as RegistrationCompleteState | null)?.pendingFtin;
  return (
    <FormCard title={texts.completeTitle}>
      <p className="wc-text wc-mb2" role="status">
        {texts.complete}
      </p>
      {pendingFtin && (
        <Alert severity="info" role="status" className="wc-mb2">
          {texts.completePending(pendingFtin)}
        </Alert>
      )}
      <p className="wc-text wc-mb3">
        <Link className="wc-link" to={paths.login}>
          {texts.completeLink}
        </Link>
      </p>
      <Button variant="contained" onClick={() => navigate(paths.login)}>
        {texts.done}
      </Button>
    </FormCard>
  );
}

export default RegistrationCompletePage;
