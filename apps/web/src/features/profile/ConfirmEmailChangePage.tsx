import { useEffect, useRef } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { emailChangeMessage, emailChangeMessages as messages, emailChangeTexts as texts } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { errorCode } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useConfirmEmailChange } from './api';

/**
 * /wcpp/confirmEmailChange?token=… : the link e-mailed to a new address. It confirms on opening,
 * signed in or not, and says the result (docs/decisions/026).
 */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = Boolean(useSession());
  const confirm = useConfirmEmailChange();
  const { mutate } = confirm;
  // Once per page, even when React runs effects twice in development.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ token });
  }, [token, mutate]);

  const next = (
    <Typography sx={{ mt: 3 }}>
      <Link component={RouterLink} to={signedIn ? paths.userProfile : paths.login} underline="always">
        {signedIn ? texts.toProfile : texts.signIn}
      </Link>
    </Typography>
  );

  return (
    <FormCard title={texts.title}>
      {!token || confirm.isError ? (
        <>
          <Typography role="alert">{emailChangeMessage(token ? errorCode(confirm.error) : 'INVALID_TOKEN')}</Typography>
          {next}
        </>
      ) : confirm.isSuccess ? (
        <>
          <Typography role="status">{messages.confirmed(confirm.data.emailAddr)}</Typography>
          {next}
        </>
      ) : (
        <Typography role="status">{messages.confirming}</Typography>
      )}
    </FormCard>
  );
}

export default ConfirmEmailChangePage;
