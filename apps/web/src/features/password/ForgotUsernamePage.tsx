import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  ForgotUsernameRequestSchema,
  forgotUsernameMessage,
  forgotUsernameMessages as messages,
  forgotUsernameTexts as texts,
  type ForgotUsernameRequest,
} from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { EmailInput } from '../../components/EmailInput';
import { bind, errorCode } from '../../lib/form';
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
        <Stack spacing={2} role="status">
          <Typography>{messages.sent(sentTo)}</Typography>
          <Typography>{messages.checkEmail}</Typography>
          <Typography>
            <Link component={RouterLink} to={paths.login}>
              {texts.signIn}
            </Link>
          </Typography>
        </Stack>
      ) : (
        // A form submits on Enter in its field (part 2 §2: submit also by the Enter key).
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label={texts.title}
          onSubmit={handleSubmit((values) => send.mutate(values, { onSuccess: (answer) => setSentTo(answer.emailAddress) }))}
        >
          <Typography>{texts.intro}</Typography>
          {send.isError && <Alert severity="error">{forgotUsernameMessage(errorCode(send.error))}</Alert>}
          <EmailInput id="forgot-email" label={texts.email} error={formState.errors.emailAddress?.message} {...bind(register('emailAddress'))} />
          <FormButtons submitLabel={texts.submit} cancelLabel={texts.cancel} submitDisabled={send.isPending} onCancel={() => navigate(paths.login)} />
        </Stack>
      )}
    </FormCard>
  );
}

export default ForgotUsernamePage;
