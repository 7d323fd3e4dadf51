import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import {
  accountLimits,
  ChangePasswordFormSchema,
  changePasswordMessage,
  changePasswordMessages as messages,
  changePasswordTexts as texts,
  type ChangePasswordFormInput,
} from '@wcpp/contract';
import { PageTitle } from '../../components/PageTitle';
import { PasswordInput } from '../../components/PasswordInput';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { bind, errorCode } from '../../lib/form';
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
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label={texts.title} sx={{ maxWidth: 480 }}>
        {mirroring && <Alert severity="info">{texts.mirrorReadOnly}</Alert>}
        {change.isSuccess && (
          <Alert severity="success" role="status">
            {messages.success}
          </Alert>
        )}
        {change.isError && <Alert severity="error">{changePasswordMessage(errorCode(change.error))}</Alert>}
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
        <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={mirroring || change.isPending}>
            {texts.save}
          </Button>
          <Link component={RouterLink} to={paths.userProfile}>
            {texts.backToProfile}
          </Link>
        </Stack>
      </Stack>
    </>
  );
}

export default ChangePasswordPage;
