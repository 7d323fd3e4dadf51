import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailChangeCodeMessages, emailChangeMessages as messages, emailChangeTexts as texts } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { errorMessage } from '../../lib/errors';
import * as profileErrors from '../../lib/error-contexts/profile';
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
    <p className="wc-text wc-mt3">
      <Link className="wc-link wc-link-underline" to={signedIn ? paths.userProfile : paths.login}>
        {signedIn ? texts.toProfile : texts.signIn}
      </Link>
    </p>
  );

  return (
    <FormCard title={texts.title}>
      {!token || confirm.isError ? (
        <>
          <p className="wc-text" role="alert">
            {token ? errorMessage(profileErrors.emailChange, confirm.error) : emailChangeCodeMessages.INVALID_TOKEN}
          </p>
          {next}
        </>
      ) : confirm.isSuccess ? (
        <>
          <p className="wc-text" role="status">
            {messages.confirmed(confirm.data.emailAddr)}
          </p>
          {next}
        </>
      ) : (
        <p className="wc-text" role="status">
          {messages.confirming}
        </p>
      )}
    </FormCard>
  );
}

export default ConfirmEmailChangePage;
