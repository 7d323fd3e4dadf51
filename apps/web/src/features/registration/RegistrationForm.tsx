import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import {
  accountLimits,
  formatPhone,
  registrationMessages,
  registrationTexts as texts,
  RegistrationFormSchema,
  type RegistrationForm as RegistrationValues,
  type RegistrationFormInput,
} from '@wcpp/contract';
import { PasswordInput } from '../../components/PasswordInput';
import { PasswordRules } from '../../components/PasswordRules';
import { TextInput } from '../../components/TextInput';
import { bind, useServerFieldErrors } from '../../lib/form';

const empty: Required<{ [K in keyof RegistrationFormInput]: string }> = {
  authenticationCode: '',
  taxId: '',
  billControlNumber: '',
  providerId: '',
  firstName: '',
  lastName: '',
  middleInitial: '',
  phoneNumber: '',
  userName: '',
  password: '',
  verifyPassword: '',
};

interface Props {
  submitting: boolean;
  /** The refusal to show above the form, and the fields it concerns. */
  serverError: { message: string; fields?: Partial<Record<keyof RegistrationFormInput, string>> } | null;
  onSubmit: (values: RegistrationValues) => void;
}

/** The AuthenticationStep of a person registering a group (part 2 §2 field list, §5 rules). */
export function RegistrationForm({ submitting, serverError, onSubmit }: Props) {
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<RegistrationFormInput, unknown, RegistrationValues>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const [bcn, providerId, password, userName, firstName, lastName] = watch(['billControlNumber', 'providerId', 'password', 'userName', 'firstName', 'lastName']);

  useServerFieldErrors(setError, serverError?.fields);

  const input = (name: keyof RegistrationFormInput, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextInput>> = {}) => (
    <TextInput id={`registration-${name}`} label={label} maxLength={maxLength} error={errors[name]?.message} {...bind(register(name))} {...extra} />
  );

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={handleSubmit(onSubmit)} aria-label={texts.confirmTitle}>
      <Typography>{texts.confirmIntro}</Typography>
      {Object.keys(errors).length > 0 && <Alert severity="error">{registrationMessages.summary}</Alert>}
      {serverError && <Alert severity="error">{serverError.message}</Alert>}
      <Grid container spacing={2}>
        <Grid size={12}>{input('authenticationCode', texts.authenticationCode, accountLimits.authCode, { required: true, placeholder: texts.authenticationCodeHint, autoComplete: 'off' })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{input('taxId', texts.taxId, accountLimits.tin, { required: true })}</Grid>
        {/* Part 2 §2: entering one of the two disables the other. */}
        <Grid size={{ xs: 12, sm: 4 }}>{input('billControlNumber', texts.billControlNumber, accountLimits.billControlNumberInput, { disabled: Boolean(providerId) })}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{input('providerId', texts.providerId, accountLimits.providerId, { disabled: Boolean(bcn) })}</Grid>
        <Grid size={12}>
          <Typography variant="body2" color="text.secondary">
            {texts.bcnOrProviderHint}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{input('firstName', texts.firstName, accountLimits.name, { required: true, autoComplete: 'given-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 3 }}>{input('middleInitial', texts.middleInitial, accountLimits.middleInitial)}</Grid>
        <Grid size={{ xs: 12, sm: 5 }}>{input('lastName', texts.lastName, accountLimits.name, { required: true, autoComplete: 'family-name' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextInput
            id="registration-phoneNumber"
            label={texts.phoneNumber}
            type="tel"
            autoComplete="tel"
            required
            maxLength={accountLimits.registrationPhone}
            error={errors.phoneNumber?.message}
            {...bind(register('phoneNumber', { onBlur: (e) => setValue('phoneNumber', formatPhone(e.target.value)) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          {input('userName', texts.userName, accountLimits.username, { required: true, autoComplete: 'username', placeholder: texts.userNameHint })}
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordInput id="registration-password" label={texts.password} required autoComplete="new-password" error={errors.password?.message} {...bind(register('password'))} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <PasswordInput
            id="registration-verifyPassword"
            label={texts.verifyPassword}
            required
            autoComplete="new-password"
            error={errors.verifyPassword?.message}
            {...bind(register('verifyPassword'))}
          />
        </Grid>
      </Grid>
      <PasswordRules id="registration-rules" password={password ?? ''} context={{ userName, firstName, lastName }} />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {texts.register}
        </Button>
      </div>
    </Stack>
  );
}
