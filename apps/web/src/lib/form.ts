import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormRegisterReturn, UseFormReturn, UseFormSetError } from 'react-hook-form';

/** react-hook-form's register() for the kit's TextField, whose `inputRef` is the <input> (so errors can focus it). */
export const bind = ({ ref, ...rest }: UseFormRegisterReturn) => ({ inputRef: ref, ...rest });

/**
 * Marks the fields a server refusal names, with its message under each (after 'Error: ', as the
 * spec's field messages read). `fields` is an ApiError's fields, or a form's own mapping of a code.
 */
export function useServerFieldErrors<T extends FieldValues>(setError: UseFormSetError<T>, fields: Record<string, string> | undefined) {
  useEffect(() => {
    for (const [field, message] of Object.entries(fields ?? {})) {
      setError(field as Path<T>, { message: message.startsWith('Error: ') ? message : `Error: ${message}` });
    }
  }, [fields, setError]);
}

/**
 * The cascade of choices of Client List and PPO Fee Schedule (part 1 §4, part 2 §4): each select's
 * register() for a form whose fields come in `order`. A choice empties every later field and clears
 * its own message and theirs, then `onChange` runs (the screens hide their results there). The later
 * lists follow from the values (their queries are keyed by them), so this is the whole rule.
 */
export function cascade<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'setValue' | 'clearErrors'>,
  order: readonly Path<T>[],
  onChange: () => void,
): (field: Path<T>) => UseFormRegisterReturn<Path<T>> {
  return (field) =>
    form.register(field, {
      onChange: () => {
        const later = order.slice(order.indexOf(field) + 1);
        for (const f of later) form.setValue(f, '' as PathValue<T, Path<T>>);
        form.clearErrors([field, ...later]);
        onChange();
      },
    });
}
