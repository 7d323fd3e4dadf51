import { useState, type ChangeEvent, type FormEvent } from 'react';
import { checkLogin, loginMessages, loginRules, loginTexts, type LoginErrors, type LoginValues } from '@wcpp/contract';
import { Alert } from '../../components/ui/Alert';
import { TextField } from '../../components/ui/TextField';

interface Props {
  pending: boolean;
  onSubmit: (values: LoginValues) => void;
}

/**
 * Username and password with the rules and messages of part 1 §5. Two fields do not need a form
 * library: plain state and plain fields keep the sign-in page small (docs/decisions/035). The
 * rules are the contract's, as data (checkLogin), so the page loads no zod (docs/decisions/058).
 */
export function LoginForm({ pending, onSubmit }: Props) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a first attempt, messages follow the typing, as they would with react-hook-form.
    if (submitted) setErrors(checkLogin(next).errors);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const { data, errors: found } = checkLogin(values);
    setErrors(found);
    if (data) onSubmit(data);
    else document.getElementById(found.username ? 'username' : 'password')?.focus();
  };

  return (
    <form
      className="wc-stack"
      noValidate
      onSubmit={submit}
      aria-label={loginTexts.heading}
    >
      {/* FormErrorSummary's message, drawn here so the sign-in page loads no more. */}
      {Object.keys(errors).length > 0 && <Alert severity="error">{loginMessages.summary}</Alert>}
      <TextField
        id="username"
        name="username"
        label={loginTexts.username}
        autoComplete="username"
        value={values.username}
        onChange={change('username')}
        required
        maxLength={loginRules.username.maxLength}
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
        maxLength={loginRules.password.maxLength}
        error={errors.password}
      />
      <button type="submit" className="wc-btn wc-btn-contained" disabled={pending}>
        {loginTexts.login}
      </button>
    </form>
  );
}
