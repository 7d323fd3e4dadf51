import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountLimits, resetPasswordMessages, resetPasswordTexts as texts, ResetStartRequestSchema, type ResetStartRequest } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { EmailInput } from '../../components/EmailInput';
import { TextField } from '../../components/ui/TextField';
import { errorMessage } from '../../lib/errors';
import * as passwordErrors from '../../lib/error-contexts/password';
import { bind } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useResetStart } from './api';
import { FormButtons } from '../../components/FormButtons';

/** /wcpp/resetPassword, step 1 (part 2 §2): EmailStep, then ThankYou naming the address. */
export function ResetPasswordPage() {
  const navigate = useNavigate();
  const start = useResetStart();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetStartRequest>({
    resolver: zodResolver(ResetStartRequestSchema),
    defaultValues: { userName: '', emailAddress: '' },
  });
  const toLogin = () => navigate(paths.login);

  if (sentTo) {
    return (
      <FormCard title={texts.title}>
        <p className="wc-text wc-mb3" role="status">
          {resetPasswordMessages.thankYou(sentTo)}
        </p>
        <Button variant="contained" onClick={toLogin}>
          {texts.done}
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title={texts.title}>
      <form
        noValidate
        className="wc-stack"
        aria-label={texts.title}
        onSubmit={handleSubmit((values) => start.mutate(values, { onSuccess: (answer) => setSentTo(answer.emailAddress) }))}
      >
        <p className="wc-text">{texts.intro}</p>
        {start.isError && <Alert severity="error">{errorMessage(passwordErrors.resetStart, start.error)}</Alert>}
        <TextField
          id="reset-username"
          label={texts.userName}
          autoComplete="username"
          required
          maxLength={accountLimits.resetUsername}
          error={formState.errors.userName?.message}
          {...bind(register('userName'))}
        />
        <EmailInput id="reset-email" label={texts.email} error={formState.errors.emailAddress?.message} {...bind(register('emailAddress'))} />
        <FormButtons submitLabel={texts.submit} cancelLabel={texts.cancel} submitDisabled={start.isPending} onCancel={toLogin} />
      </form>
    </FormCard>
  );
}

export default ResetPasswordPage;
