import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  ForgotUsernameRequestSchema,
  forgotUsernameMessages as messages,
  forgotUsernameTexts as texts,
  type ForgotUsernameRequest,
} from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { Alert } from '../../components/ui/Alert';
import { Stack } from '../../components/ui/Stack';
import { EmailInput } from '../../components/EmailInput';
import { errorMessage } from '../../lib/errors';
import * as passwordErrors from '../../lib/error-contexts/password';
import { bind } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useForgotUsername } from './api';
import { FormButtons } from '../../components/FormButtons';

/** /wcpp/forgotusernm (part 2 §2): one e-mail field; on success the form gives way to the sent notice. */
export function ForgotUsernamePage() {
  const navigate = useNavigate();
  const send = useForgotUsername();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotUsernameRequest>({
    resolver: zodResolver(ForgotUsernameRequestSchema),
    defaultValues: { emailAddress: '' },
  });

  return (
    <FormCard title={texts.title}>
      {sentTo ? (
        <Stack gap={3} role="status">
          <p className="wc-text">{messages.sent(sentTo)}</p>
          <p className="wc-text">{messages.checkEmail}</p>
          <p className="wc-text">
            <Link className="wc-link" to={paths.login}>
              {texts.signIn}
            </Link>
          </p>
        </Stack>
      ) : (
        // A form submits on Enter in its field (part 2 §2: submit also by the Enter key).
        <form
          noValidate
          className="wc-stack"
          aria-label={texts.title}
          onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: (answer) => setSentTo(answer.emailAddress) }))}
        >
          <p className="wc-text">{texts.intro}</p>
          {send.isError && <Alert severity="error">{errorMessage(passwordErrors.forgotUsername, send.error)}</Alert>}
          <EmailInput id="forgot-email" label={texts.email} error={formState.errors.emailAddress?.message} {...bind(register('emailAddress'))} />
          <FormButtons submitLabel={texts.submit} cancelLabel={texts.cancel} submitDisabled={send.isPending} onCancel={() => navigate(paths.login)} />
        </form>
      )}
    </FormCard>
  );
}

export default ForgotUsernamePage;
