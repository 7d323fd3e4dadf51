import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  accountLimits,
  isLinkExpired,
  ResetConfirmFormSchema,
  resetPasswordMessages as messages,
  resetPasswordTexts as texts,
  type ResetConfirmFormInput,
} from '@wcpp/contract';
import { FormCard } from '../../components/FormCard';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { PasswordInput } from '../../components/PasswordInput';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { errorMessage } from '../../lib/errors';
import * as passwordErrors from '../../lib/error-contexts/password';
import { bind } from '../../lib/form';
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
        <p className="wc-text" role="alert">
          {messages.linkExpiredBefore}
          <Link className="wc-link wc-link-underline" to={paths.resetPassword}>
            {messages.linkExpiredLink}
          </Link>
          {messages.linkExpiredAfter}
        </p>
      )}
      {step === 'ThankYou' && (
        <>
          <p className="wc-text wc-mb2" role="status">
            {messages.success}
          </p>
          <p className="wc-text wc-mb3">
            {texts.successBefore}
            <Link className="wc-link wc-link-underline" to={paths.login}>
              {messages.signInLink}
            </Link>
            .
          </p>
          <Button variant="contained" onClick={() => navigate(paths.login)}>
            {texts.done}
          </Button>
        </>
      )}
      {step === 'ConfirmPasswordStep' && (
        <form noValidate onSubmit={submit} aria-label={texts.title} className="wc-stack">
          <p className="wc-text">{texts.confirmIntro}</p>
          {complete.isError && <Alert severity="error">{errorMessage(passwordErrors.resetComplete, complete.error)}</Alert>}
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
        </form>
      )}
    </FormCard>
  );
}

export default ConfirmPasswordResetPage;
