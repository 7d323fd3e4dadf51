import { useState, type ChangeEvent, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { loginMessages, loginTexts, type LoginForm as LoginValues } from '@wcpp/contract';
import { FormErrorSummary } from '../../components/FormErrorSummary';
import { TextInput } from '../../components/TextInput';
import type { LoginErrors } from './credentials-validation';
import { loadLoginValidation } from './load-validation';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

/**
 * Username and password with the rules and messages of part 1 §5. Two fields do not need a form
 * library; plain state keeps react-hook-form out of the sign-in page's first load.
 */
export function LoginForm({ pending, onSubmit }: Props) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof LoginValues) => async (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, messages follow the typing, as they would with react-hook-form.
    if (submitted) setErrors((await loadLoginValidation())(next).errors);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = (await loadLoginValidation())(values);
    setErrors(found);
    if (data) onSubmit(data);
    else document.getElementById(found.username ? 'username' : 'password')?.focus();
  };

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={submit}
      // Fetch the rules as soon as the person starts on the form, well before LOGIN.
      onFocus={() => void loadLoginValidation()}
      aria-label={loginTexts.heading}
    >
      <FormErrorSummary errors={errors} message={loginMessages.summary} />
      <TextInput
        id="username"
        name="username"
        label={loginTexts.username}
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        required
        maxLength={120}
        error={errors.username}
      />
      <TextInput
        id="password"
        name="password"
        label={loginTexts.password}
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={change('password')}
        required
        maxLength={128}
        error={errors.password}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending}>
        {loginTexts.login}
      </Button>
    </Stack>
  );
}
