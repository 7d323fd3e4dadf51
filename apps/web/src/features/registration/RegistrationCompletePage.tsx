import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import { registrationTexts as texts } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { paths } from '../../lib/paths';

/** /wcpp/registrationComplete?campaign=… (part 2 §2): the thank-you, a sign-in link and Done. */
export function RegistrationCompletePage() {
  const navigate = useNavigate();
  return (
    <FormCard title={texts.completeTitle}>
      <Typography role="status" sx={{ mb: 2 }}>
        {texts.complete}
      </Typography>
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
