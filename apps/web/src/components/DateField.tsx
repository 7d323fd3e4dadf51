import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextInput } from './TextInput';

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
 * A date typed as MM/DD/YYYY (docs/decisions/017-bill-search-screen.md). The contract's schema checks
 * it is a real date and not in the future, with the spec's messages.
 */
export function DateField<T extends FieldValues>({ control, name, id, label, hint, required, error }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
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
        />
      )}
    />
  );
}
