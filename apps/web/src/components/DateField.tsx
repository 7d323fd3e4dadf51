import { lazy, Suspense, useRef, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { dateFieldTexts } from '@wcpp/contract';
import { TextInput } from './TextInput';

const DateCalendarPopover = lazy(() => import('./DateCalendarPopover'));

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
 * not in the future, with the spec's messages.
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
          <TextInput
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
            endAdornment={
              <InputAdornment position="end">
                <IconButton aria-label={dateFieldTexts.choose(label)} onClick={() => setOpen(true)} edge="end">
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
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
