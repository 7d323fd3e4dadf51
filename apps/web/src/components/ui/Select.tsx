import type { UseFormRegisterReturn } from 'react-hook-form';
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
  const helperId = `${id}-helper`;
  const isRequired = required ?? Boolean(registration);
  const bound = registration ? {} : { value: value ?? '', onChange: (e: React.ChangeEvent<HTMLSelectElement>) => onChange?.(e.target.value) };
  const asterisk = isRequired ? '\u2009*' : '';
  return (
    <div className="wc-field wc-select" data-filled="" data-error={error ? '' : undefined}>
      <label htmlFor={id}>
        {label}
        {isRequired && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className="wc-field-box">
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
        <fieldset aria-hidden="true">
          <legend>
            <span>{`${label}${asterisk}`}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p id={helperId} className="wc-helper">
          {error}
        </p>
      )}
      {note && (
        <p id={noteId} className="wc-note">
          {note}
        </p>
      )}
    </div>
  );
}
