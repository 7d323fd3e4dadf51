import { useState, type ChangeEvent, type FormEvent } from 'react';
import { loginMessages, loginTexts, type LoginForm as LoginValues } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';
import type { LoginErrors } from './credentials-validation';
import { loadLoginValidation } from './load-validation';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

/**
 * Username and password with the rules and messages of part 1 §5. Two fields do not need a form
 * library, nor MUI: plain state and plain fields keep the sign-in page small (docs/decisions/035).
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
    <form
      className="wc-stack"
      noValidate
      onSubmit={submit}
      // Fetch the rules as soon as the person starts on the form, well before LOGIN.
      onFocus={() => void loadLoginValidation()}
      aria-label={loginTexts.heading}
    >
      {/* FormErrorSummary's message, without MUI's Alert. */}
      {Object.keys(errors).length > 0 && <Alert severity="error">{loginMessages.summary}</Alert>}
      <TextField
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
      <TextField
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
      <button type="submit" className="wc-btn wc-btn-contained" disabled={pending}>
        {loginTexts.login}
      </button>
    </form>
  );
}
