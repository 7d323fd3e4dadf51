import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { accountLimits, resetPasswordMessages, resetPasswordTexts as texts, ResetStartRequestSchema, resetStartMessage, type ResetStartRequest } from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { EmailInput } from '../../components/EmailInput';
import { TextInput } from '../../components/TextInput';
import { bind, errorCode } from '../../lib/form';
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
        <Typography role="status" sx={{ mb: 3 }}>
          {resetPasswordMessages.thankYou(sentTo)}
        </Typography>
        <Button variant="contained" onClick={toLogin}>
          {texts.done}
        </Button>
      </FormCard>
    );
  }

  return (
    <FormCard title={texts.title}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label={texts.title}
        onSubmit={handleSubmit((values) => start.mutate(values, { onSuccess: (answer) => setSentTo(answer.emailAddress) }))}
      >
        <Typography>{texts.intro}</Typography>
        {start.isError && <Alert severity="error">{resetStartMessage(errorCode(start.error))}</Alert>}
        <TextInput
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
      </Stack>
    </FormCard>
  );
}

export default ResetPasswordPage;
