import { useLayoutEffect, useRef, useState, type ReactNode, type Ref } from 'react';

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

/** What the resting label leaves of the field's width: 14 px inside the outline, 24 px for its end. */
const LABEL_INSET = 38;

/**
 * Whether the label, resting inside the empty field, would be cut: a narrow field (a phone, 200% zoom,
 * a four-column row) with a long label ("Approximate Date of Service (MM/DD/YYYY) *"). Such a label
 * floats above the outline, where it has a third more room at three quarters of the size, instead of
 * ending in an ellipsis (issue 26 §5: labels stay whole). Measured on every resize of the field.
 */
function useLabelTooLong() {
  const field = useRef<HTMLDivElement>(null);
  const label = useRef<HTMLLabelElement>(null);
  const [tooLong, setTooLong] = useState(false);
  useLayoutEffect(() => {
    const box = field.current;
    const text = label.current;
    if (!box || !text || typeof ResizeObserver === 'undefined') return;
    const measure = () => setTooLong(text.scrollWidth > box.clientWidth - LABEL_INSET);
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { field, label, tooLong };
}

/**
 * The portal's outlined field around one control (TextField, Select, DateField): the label, the
 * outline whose notch makes room for the floated label, and the error under it. The " *" of a
 * required field is hidden from screen readers, which hear aria-required on the control.
 */
export function FieldFrame({ id, label, required, error, filled, className, boxRef, children, after }: Props) {
  const asterisk = required ? '\u2009*' : '';
  const fit = useLabelTooLong();
  return (
    <div
      ref={fit.field}
      className={className ? `wc-field ${className}` : 'wc-field'}
      data-filled={filled || fit.tooLong || undefined}
      data-error={error ? '' : undefined}
    >
      <label htmlFor={id} ref={fit.label}>
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
