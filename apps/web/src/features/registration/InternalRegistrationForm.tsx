import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accountLimits, InternalRegistrationFormSchema, registrationMessages, registrationTexts as texts, type InternalRegistrationFormInput } from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
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
  const { control, register, handleSubmit, watch, setError, formState } = useForm<InternalRegistrationFormInput, unknown, InternalRegistrationValues>({
    resolver: zodResolver(InternalRegistrationFormSchema),
    defaultValues: { authenticationCode: '', userName: '', password: '', verifyPassword: '' },
  });
  const errors = formState.errors;
  const userName = watch('userName');

  useServerFieldErrors(setError, serverError?.fields);

  return (
    <form noValidate className="wc-stack" onSubmit={handleSubmit(onSubmit)} aria-label={texts.confirmTitle}>
      <p className="wc-text">{texts.internalIntro}</p>
      <FormErrorSummary errors={errors} message={registrationMessages.summary} />
      {serverError && <Alert severity="error">{serverError.message}</Alert>}
      <TextField
        id="registration-authenticationCode"
        label={texts.authenticationCode}
        required
        autoComplete="off"
        placeholder={texts.authenticationCodeHint}
        maxLength={accountLimits.authCode}
        error={errors.authenticationCode?.message}
        {...bind(register('authenticationCode'))}
      />
      <TextField
        id="registration-userName"
        label={texts.userName}
        required
        autoComplete="username"
        placeholder={texts.userNameHint}
        maxLength={accountLimits.username}
        error={errors.userName?.message}
        {...bind(register('userName'))}
      />
      <NewPasswordFields
        id="registration-new"
        control={control}
        register={register}
        names={{ password: 'password', confirm: 'verifyPassword' }}
        labels={{ password: texts.password, confirm: texts.verifyPassword }}
        context={{ userName }}
      />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {texts.register}
        </Button>
      </div>
    </form>
  );
}
