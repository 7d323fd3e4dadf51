import { zodResolver } from '@hookform/resolvers/zod';
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
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { NewPasswordFields } from '../../components/NewPasswordFields';
import { TextField } from '../../components/ui/TextField';
import { Alert } from '../../components/ui/Alert';
import { Button } from '../../components/ui/Button';
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
  const { control, register, handleSubmit, watch, setValue, setError, formState } = useForm<RegistrationFormInput, unknown, RegistrationValues>({
    resolver: zodResolver(RegistrationFormSchema),
    defaultValues: empty,
  });
  const errors = formState.errors;
  const [bcn, providerId, userName, firstName, lastName] = watch(['billControlNumber', 'providerId', 'userName', 'firstName', 'lastName']);

  useServerFieldErrors(setError, serverError?.fields);

  const input = (name: keyof RegistrationFormInput, label: string, maxLength: number, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField id={`registration-${name}`} label={label} maxLength={maxLength} error={errors[name]?.message} {...bind(register(name))} {...extra} />
  );

  return (
    <form noValidate className="wc-stack" onSubmit={handleSubmit(onSubmit)} aria-label={texts.confirmTitle}>
      <p className="wc-text">{texts.confirmIntro}</p>
      <FormErrorSummary errors={errors} message={registrationMessages.summary} />
      {serverError && <Alert severity="error">{serverError.message}</Alert>}
      <div className="wc-cols-12">
        <div className="wc-span-12">{input('authenticationCode', texts.authenticationCode, accountLimits.authCode, { required: true, placeholder: texts.authenticationCodeHint, autoComplete: 'off' })}</div>
        <div className="wc-span-4">{input('taxId', texts.taxId, accountLimits.tin, { required: true })}</div>
        {/* Part 2 §2: entering one of the two disables the other. */}
        <div className="wc-span-4">{input('billControlNumber', texts.billControlNumber, accountLimits.billControlNumberInput, { disabled: Boolean(providerId) })}</div>
        <div className="wc-span-4">{input('providerId', texts.providerId, accountLimits.providerId, { disabled: Boolean(bcn) })}</div>
        <p className="wc-span-12 wc-body2 wc-secondary">{texts.bcnOrProviderHint}</p>
        <div className="wc-span-4">{input('firstName', texts.firstName, accountLimits.name, { required: true, autoComplete: 'given-name' })}</div>
        <div className="wc-span-3">{input('middleInitial', texts.middleInitial, accountLimits.middleInitial)}</div>
        <div className="wc-span-5">{input('lastName', texts.lastName, accountLimits.name, { required: true, autoComplete: 'family-name' })}</div>
        <div className="wc-span-6">
          <TextField
            id="registration-phoneNumber"
            label={texts.phoneNumber}
            type="tel"
            autoComplete="tel"
            required
            maxLength={accountLimits.registrationPhone}
            error={errors.phoneNumber?.message}
            {...bind(register('phoneNumber', { onBlur: (e) => setValue('phoneNumber', formatPhone(e.target.value)) }))}
          />
        </div>
        <div className="wc-span-6">
          {input('userName', texts.userName, accountLimits.username, { required: true, autoComplete: 'username', placeholder: texts.userNameHint })}
        </div>
      </div>
      <NewPasswordFields
        id="registration-new"
        control={control}
        register={register}
        names={{ password: 'password', confirm: 'verifyPassword' }}
        labels={{ password: texts.password, confirm: texts.verifyPassword }}
        context={{ userName, firstName, lastName }}
        layout="columns"
      />
      <div>
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {texts.register}
        </Button>
      </div>
    </form>
  );
}
