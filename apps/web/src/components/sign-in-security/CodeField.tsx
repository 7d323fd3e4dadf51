import type { ChangeEvent, Ref } from 'react';
import { secondStepTexts } from '@wcpp/contract';
import { TextField } from '../ui/TextField';

interface Props {
  id: string;
  /** 'totp': the app's 6 digits; 'recovery': a recovery code (letters and digits). */
  kind: 'totp' | 'recovery';
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** The code of the second factor: digits from the app (the phone offers its code: one-time-code), or a recovery code. */
export function CodeField({ id, kind, value, onChange, error, inputRef }: Props) {
  const totp = kind === 'totp';
  return (
    <TextField
      id={id}
      name={totp ? 'code' : 'recoveryCode'}
      label={totp ? secondStepTexts.code : secondStepTexts.recoveryCode}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
      inputMode={totp ? 'numeric' : 'text'}
      autoComplete={totp ? 'one-time-code' : 'off'}
      autoCapitalize={totp ? undefined : 'characters'}
      spellCheck={false}
      maxLength={40}
      required
      error={error}
      inputRef={inputRef}
    />
  );
}
