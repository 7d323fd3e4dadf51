import type { ReactNode } from 'react';

interface Props<V extends string> {
  /** The group's name attribute and the prefix of its ids. */
  name: string;
  /** The question the choices answer, the fieldset's legend. */
  label: ReactNode;
  value: V | '' | undefined;
  /** The choices in order, value → label. */
  options: Record<V, ReactNode> | ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean }>;
  onChange: (value: V) => void;
  /** Side by side (the default) or one under another. */
  row?: boolean;
  required?: boolean;
  error?: string;
  /** A legend read by screen readers only, when the page already shows the question as a heading. */
  hideLabel?: boolean;
}

/** A group of native radio buttons in a fieldset: the browser gives the arrow keys and one tab stop. */
export function RadioGroup<V extends string>({ name, label, value, options, onChange, row = true, required, error, hideLabel }: Props<V>) {
  const helperId = `${name}-helper`;
  const list = Array.isArray(options)
    ? (options as ReadonlyArray<{ value: V; label: ReactNode; disabled?: boolean }>)
    : (Object.keys(options) as V[]).map((v) => ({ value: v, label: (options as Record<V, ReactNode>)[v], disabled: false }));
  return (
    <fieldset className="wc-checks" data-error={error ? '' : undefined} aria-describedby={error ? helperId : undefined} aria-required={required || undefined}>
      <legend className={hideLabel ? 'wc-visually-hidden' : undefined}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </legend>
      <div className={row ? 'wc-checks-row' : 'wc-checks-column'}>
        {list.map((o) => (
          <label key={o.value} className="wc-check">
            <input type="radio" name={name} value={o.value} checked={value === o.value} disabled={o.disabled} onChange={() => onChange(o.value)} />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={helperId} className="wc-helper">
          {error}
        </p>
      )}
    </fieldset>
  );
}
