import type { ReactNode, Ref } from 'react';

interface Props {
  /** The control's id: the label points at it, and its error is `${id}-helper`. */
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  /** The label floats above the outline (a value, or a select that always shows one). */
  filled?: boolean;
  className?: string;
  /** The outline's box (a date field's calendar is placed under it). */
  boxRef?: Ref<HTMLDivElement>;
  /** The control, and anything drawn inside the outline after it (a calendar button, a select's arrow). */
  children: ReactNode;
  /** Below the field, outside the outline (a select's note). */
  after?: ReactNode;
}

/** The id of a field's error text, for the control's aria-describedby. */
export const helperIdOf = (id: string) => `${id}-helper`;

/**
 * The portal's outlined field around one control (TextField, Select, DateField): the label, the
 * outline whose notch makes room for the floated label, and the error under it. The " *" of a
 * required field is hidden from screen readers, which hear aria-required on the control.
 */
export function FieldFrame({ id, label, required, error, filled, className, boxRef, children, after }: Props) {
  const asterisk = required ? '\u2009*' : '';
  return (
    <div className={className ? `wc-field ${className}` : 'wc-field'} data-filled={filled || undefined} data-error={error ? '' : undefined}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div className="wc-field-box" ref={boxRef}>
        {children}
        <fieldset aria-hidden="true">
          <legend>
            <span>{`${label}${asterisk}`}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p id={helperIdOf(id)} className="wc-helper">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}
