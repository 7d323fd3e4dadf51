import { useEffect } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { ApiError } from './http';

/** react-hook-form's register() for TextInput, whose ref goes to the <input> (so errors can focus it). */
export const bind = ({ ref, ...rest }: UseFormRegisterReturn) => ({ inputRef: ref, ...rest });

/** The server's code of a refused call; network failures and non-API errors are 'OTHER'. */
export const errorCode = (error: unknown): string => (error instanceof ApiError ? error.code : 'OTHER');

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
