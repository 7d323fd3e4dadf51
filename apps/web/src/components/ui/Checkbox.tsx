import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box, which names it (a click on it ticks the box). */
  label: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label beside it, the box centred on the label's first line. Works
 * controlled (checked + onChange) or with react-hook-form's register ({...register('x')}).
 */
export function Checkbox({ label, className = '', ref, ...input }: Props) {
  return (
    <label className={`wc-check ${className}`.trim()}>
      <input ref={ref} type="checkbox" {...input} />
      <span>{label}</span>
    </label>
  );
}
