import type { UseFormRegisterReturn } from 'react-hook-form';
import { accountLimits } from '@wcpp/contract';
import { bind } from '../lib/form';
import { PasswordInput } from './PasswordInput';

/**
 * The current password a new Email Address needs, with the hint that says why: the owner's on the own
 * profile (decision 026), the administrator's own on Edit Profile (decision 075).
 */
export function CurrentPasswordField({ id, label, hint, error, registration }: { id: string; label: string; hint: string; error?: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="wc-span-7">
      <p className="wc-body2 wc-mb1">{hint}</p>
      <PasswordInput id={id} label={label} required autoComplete="current-password" maxLength={accountLimits.passwordWire} error={error} {...bind(registration)} />
    </div>
  );
}
