import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame, helperIdOf } from './FieldFrame';
import { Icon } from './icons';

export interface SelectProps {
  id: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** A choice bound to a form (react-hook-form's register)… */
  registration?: UseFormRegisterReturn;
  /** …or a controlled value (with onChange), or a stored value shown read-only (disabled). */
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  error?: string;
  /** Shown under the field, outside it. */
  note?: string;
  disabled?: boolean;
}

/**
 * A native <select> in the portal's outlined field, its label always above the value: keyboard and
 * screen readers get the browser's own list.
 */
export function Select({ id, label, options, registration, value, onChange, required, error, note, disabled }: SelectProps) {
  const { ref, ...rest } = registration ?? { ref: undefined };
  const noteId = `${id}-note`;
  const helperId = helperIdOf(id);
  const isRequired = required ?? Boolean(registration);
  const bound = registration ? {} : { value: value ?? '', onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange?.(e.target.value) };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={isRequired}
      error={error}
      filled
      className="wc-select"
      after={
        note && (
          <p id={noteId} className="wc-note">
            {note}
          </p>
        )
      }
    >
      <select
        id={id}
        ref={ref}
        disabled={disabled}
        aria-required={isRequired || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={[error && helperId, note && noteId].filter(Boolean).join(' ') || undefined}
        {...rest}
        {...bound}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span className="wc-select-arrow">
        <Icon name="arrowDropDown" />
      </span>
    </FieldFrame>
  );
}
