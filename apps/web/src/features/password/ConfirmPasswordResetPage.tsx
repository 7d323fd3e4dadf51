import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  accountLimits,
  isLinkExpired,
  resetCompleteMessage,
  ResetConfirmFormSchema,
  resetPasswordMessages as messages,
  resetPasswordTexts as texts,
  type ResetConfirmFormInput,
} from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { PasswordInput } from '../../components/PasswordInput';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { bind, errorCode } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useResetComplete } from './api';

type Step = 'LinkExpired' | 'ConfirmPasswordStep' | 'ThankYou';

/** /wcpp/confirmPasswordReset?token&expire (part 2 §2, §4): LinkExpired, or the form, then ThankYou. */
export function ConfirmPasswordResetPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [step, setStep] = useState<Step>(() => (!token || isLinkExpired(params.get('expire')) ? 'LinkExpired' : 'ConfirmPasswordStep'));
  const complete = useResetComplete();
  const { control, register, handleSubmit, formState } = useForm<ResetConfirmFormInput>({
    resolver: zodResolver(ResetConfirmFormSchema),
    defaultValues: { tempPassword: '', newPassword: '', confirmPassword: '' },
  });
  const errors = formState.errors;

  const submit = handleSubmit((v) =>
    complete.mutate({ token, tempPassword: v.tempPassword, newPassword: v.newPassword }, { onSuccess: () => setStep('ThankYou') }),
  );

  return (
    <FormCard title={texts.title}>
      {step === 'LinkExpired' && (
        <Typography role="alert">
          {messages.linkExpiredBefore}
          <Link component={RouterLink} to={paths.resetPassword} underline="always">
            {messages.linkExpiredLink}
          </Link>
          {messages.linkExpiredAfter}
        </Typography>
      )}
      {step === 'ThankYou' && (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {messages.success}
          </Typography>
          <Typography sx={{ mb: 3 }}>
            {texts.successBefore}
            <Link component={RouterLink} to={paths.login} underline="always">
              {messages.signInLink}
            </Link>
            .
          </Typography>
          <Button variant="contained" onClick={() => navigate(paths.login)}>
            {texts.done}
          </Button>
        </>
      )}
      {step === 'ConfirmPasswordStep' && (
        <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.title}>
          <Typography>{texts.confirmIntro}</Typography>
          {complete.isError && <Alert severity="error">{resetCompleteMessage(errorCode(complete.error))}</Alert>}
          <PasswordInput
            id="reset-temp-password"
            label={texts.tempPassword}
            required
            autoComplete="one-time-code"
            maxLength={accountLimits.tempPassword}
            error={errors.tempPassword?.message}
            {...bind(register('tempPassword'))}
          />
          <NewPasswordFields
            id="reset-new"
            control={control}
            register={register}
            names={{ password: 'newPassword', confirm: 'confirmPassword' }}
            labels={{ password: texts.newPassword, confirm: texts.confirmPassword }}
            context={{}}
            trim
          />
          <div>
            <Button type="submit" variant="contained" disabled={complete.isPending}>
              {texts.save}
            </Button>
          </div>
        </Stack>
      )}
    </FormCard>
  );
}

export default ConfirmPasswordResetPage;
