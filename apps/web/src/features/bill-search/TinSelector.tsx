import { billSearchTexts, tinLabel } from '@wcpp/contract';

interface Props {
  id: string;
  tins: string[];
  /** The TINs' nicknames (decision 063), shown beside the numbers. */
  names: ReadonlyMap<string, string>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The user's TINs as checkboxes; the form's schema checks that 1 to 5 are chosen. Plain HTML (docs/decisions/046). */
export function TinSelector({ id, tins, names, value, onChange, error }: Props) {
  const toggle = (tin: string, checked: boolean) => onChange(checked ? [...value, tin] : value.filter((t) => t !== tin));
  return (
    <fieldset className="wc-checks" data-error={error ? '' : undefined} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{billSearchTexts.tins}</legend>
      <div className="wc-checks-row">
        {tins.map((tin) => (
          <label key={tin} className="wc-check">
            <input type="checkbox" checked={value.includes(tin)} onChange={(e) => toggle(tin, e.target.checked)} />
            {tinLabel(tin, names.get(tin))}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="wc-helper">
          {error}
        </p>
      )}
    </fieldset>
  );
}
