import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  accountLimits,
  ChangePasswordFormSchema,
  changePasswordMessages as messages,
  changePasswordTexts as texts,
  type ChangePasswordFormInput,
} from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
import { Stack } from '../../components/ui/Stack';
import { PasswordInput } from '../../components/PasswordInput';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { errorMessage } from '../../lib/errors';
import * as passwordErrors from '../../lib/error-contexts/password';
import { bind } from '../../lib/form';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { useChangePassword } from './api';

const empty: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** /wcpp/ChangePassword (part 2 §2, §5, §8): the signed-in person's own password. */
export function ChangePasswordPage() {
  const session = useSession();
  const userName = session?.userName ?? '';
  const mirroring = Boolean(session?.mirror);
  const change = useChangePassword();
  const { control, register, handleSubmit, reset, formState } = useForm<ChangePasswordFormInput>({ resolver: zodResolver(ChangePasswordFormSchema), defaultValues: empty });
  const errors = formState.errors;

  const submit = handleSubmit((v) =>
    change.mutate({ username: userName, password: v.currentPassword, newPassword: v.newPassword }, { onSuccess: () => reset(empty) }),
  );

  return (
    <>
      <PageTitle>{texts.title}</PageTitle>
      <form noValidate onSubmit={submit} aria-label={texts.title} className="wc-stack wc-max-480">
        {mirroring && <Alert severity="info">{texts.mirrorReadOnly}</Alert>}
        {change.isSuccess && (
          <Alert severity="success" role="status">
            {messages.success}
          </Alert>
        )}
        {change.isError && <Alert severity="error">{errorMessage(passwordErrors.changePassword, change.error)}</Alert>}
        <PasswordInput
          id="change-current"
          label={texts.currentPassword}
          required
          autoComplete="current-password"
          maxLength={accountLimits.passwordWire}
          disabled={mirroring}
          error={errors.currentPassword?.message}
          {...bind(register('currentPassword'))}
        />
        <NewPasswordFields
          id="change-new"
          control={control}
          register={register}
          names={{ password: 'newPassword', confirm: 'confirmPassword' }}
          labels={{ password: texts.newPassword, confirm: texts.confirmPassword }}
          context={{ userName }}
          disabled={mirroring}
        />
        <Stack direction="row" gap={4} align="center">
          <Button type="submit" variant="contained" disabled={mirroring || change.isPending}>
            {texts.save}
          </Button>
          <Link className="wc-link" to={paths.userProfile}>
            {texts.backToProfile}
          </Link>
        </Stack>
      </form>
    </>
  );
}

export default ChangePasswordPage;
