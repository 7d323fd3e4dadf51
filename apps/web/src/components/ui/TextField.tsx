import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, helperIdOf } from './FieldFrame';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value'> {
  id: string;
  label: string;
  /** A controlled value; without it the field is uncontrolled (react-hook-form's register). */
  value?: string;
  error?: string;
  /** The input element, for a form library that moves the focus to the first field in error. */
  inputRef?: Ref<HTMLInputElement>;
  /** The same as `inputRef`: react-hook-form's register() spread as is (React 19 passes `ref` as a prop). */
  ref?: Ref<HTMLInputElement>;
  /** A control at the end of the field, inside its outline (DateField's calendar button). */
  end?: ReactNode;
  /** The label above the field even when empty (a value the form sets itself). */
  shrink?: boolean;
  /** id of a hint read after the label (and after the error, when there is one). */
  describedBy?: string;
}

/**
 * The portal's outlined text field: the label sits in the field until it
 * has focus or a value, then floats into the outline's notch (an uncontrolled field's value is seen by
 * CSS: `:placeholder-shown`). Its accessible name is the label; the " *" of a required field is hidden
 * from screen readers, which hear aria-required.
 */
export function TextField({ id, label, value, error, required, inputRef, ref, end, shrink, describedBy, placeholder = ' ', ...input }: Props) {
  return (
    <FieldFrame id={id} label={label} required={required} error={error} filled={shrink || (value !== undefined && value !== '')}>
      <input
        id={id}
        ref={inputRef ?? ref}
        value={value}
        placeholder={placeholder}
        {...input}
        aria-required={required || undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={[error && helperIdOf(id), describedBy].filter(Boolean).join(' ') || undefined}
      />
      {end && <div className="wc-field-end">{end}</div>}
    </FieldFrame>
  );
}
