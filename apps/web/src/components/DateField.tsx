import { Suspense, useRef, useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dateFieldTexts } from '@wcpp/contract';
import { lazyWithMui } from './lazy-mui';
import { Icon } from './plain/icons';
import { TextField } from './plain/TextField';

// The calendar is MUI's Popover: it and MUI load when it first opens (docs/decisions/046).
const DateCalendarPopover = lazyWithMui(() => import('./DateCalendarPopover'));

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  hint: string;
  required?: boolean;
  error?: string;
}

/** Keeps digits and inserts the slashes of MM/DD/YYYY as the person types. */
export function maskUsDate(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * A date typed as MM/DD/YYYY or chosen on a calendar whose future days are disabled (part 1 §5;
 * docs/decisions/017-bill-search-screen.md). The contract's schema checks a typed date is real and
 * not in the future, with the spec's messages. Plain HTML, so a search form draws without MUI.
 */
export function DateField<T extends FieldValues>({ control, name, id, label, hint, required, error }: Props<T>) {
  const anchor = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div ref={anchor}>
          <TextField
            id={id}
            label={`${label} (${hint})`}
            required={required}
            error={error}
            inputMode="numeric"
            autoComplete="off"
            placeholder={hint}
            maxLength={10}
            name={field.name}
            value={field.value ?? ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange(maskUsDate(event.target.value))}
            end={
              <button type="button" className="wc-icon-button" aria-label={dateFieldTexts.choose(label)} onClick={() => setOpen(true)}>
                <Icon name="calendar" />
              </button>
            }
          />
          {open && anchor.current && (
            <Suspense fallback={null}>
              <DateCalendarPopover
                anchor={anchor.current}
                value={field.value ?? ''}
                label={label}
                onClose={() => setOpen(false)}
                onPick={(date) => {
                  field.onChange(date);
                  setOpen(false);
                }}
              />
            </Suspense>
          )}
        </div>
      )}
    />
  );
}
