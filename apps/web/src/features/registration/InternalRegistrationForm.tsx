import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { accountLimits, InternalRegistrationFormSchema, registrationMessages, registrationTexts as texts, type InternalRegistrationFormInput } from '@wcpp/contract';
import { PasswordInput } from '../../components/PasswordInput';
import { PasswordRules } from '../../components/PasswordRules';
import { TextInput } from '../../components/TextInput';
import { bind, useServerFieldErrors } from '../../lib/form';

export interface InternalRegistrationValues {
  authenticationCode: string;
  userName: string;
  password: string;
}

interface Props {
  submitting: boolean;
  serverError: { message: string; fields?: Partial<Record<keyof InternalRegistrationFormInput, string>> } | null;
  onSubmit: (values: InternalRegistrationValues) => void;
}

/** The AuthenticationStep of an internal user added by ADD USER: code, user name and password only. */
export function InternalRegistrationForm({ submitting, serverError, onSubmit }: Props) {
  const { register, handleSubmit, watch, setError, formState } = useForm<InternalRegistrationFormInput, unknown, InternalRegistrationValues>({
    resolver: zodResolver(InternalRegistrationFormSchema),
    defaultValues: { authenticationCode: '', userName: '', password: '', verifyPassword: '' },
  });
  const errors = formState.errors;
  const [password, userName] = watch(['password', 'userName']);

  useServerFieldErrors(setError, serverError?.fields);

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} aria-label={texts.confirmTitle}>
      <Typography>{texts.internalIntro}</Typography>
      {Object.keys(errors).length > 0 && <Alert severity="error">{registrationMessages.summary}</Alert>}
      {serverError && <Alert severity="error">{serverError.message}</Alert>}
      <TextInput
        id="registration-authenticationCode"
        label={texts.authenticationCode}
        required
        autoComplete="off"
        placeholder={texts.authenticationCodeHint}
        maxLength={accountLimits.authCode}
        error={errors.authenticationCode?.message}
        {...bind(register('authenticationCode'))}
      />
      <TextInput
        id="registration-userName"
        label={texts.userName}
        required
        autoComplete="username"
        placeholder={texts.userNameHint}
        maxLength={accountLimits.username}
        error={errors.userName?.message}
        {...bind(register('userName'))}
      />
      <PasswordInput id="registration-password" label={texts.password} required autoComplete="new-password" error={errors.password?.message} {...bind(register('password'))} />
      <PasswordInput
        id="registration-verifyPassword"
        label={texts.verifyPassword}
        required
        autoComplete="new-password"
        error={errors.verifyPassword?.message}
        {...bind(register('verifyPassword'))}
      />
      <PasswordRules id="registration-rules" password={password ?? ''} context={{ userName }} />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {texts.register}
        </Button>
      </div>
    </Stack>
  );
}
