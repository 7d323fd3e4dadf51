import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { registrationTexts as texts } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
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
      <Typography role="status" sx={{ mb: 2 }}>
        {texts.complete}
      </Typography>
      {pendingFtin && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {texts.completePending(pendingFtin)}
        </Alert>
      )}
      <Typography sx={{ mb: 3 }}>
        <Link component={RouterLink} to={paths.login}>
          {texts.completeLink}
        </Link>
      </Typography>
      <Button variant="contained" onClick={() => navigate(paths.login)}>
        {texts.done}
      </Button>
    </FormCard>
  );
}

export default RegistrationCompletePage;
