import type { ReactNode } from 'react';
import { Alert } from './ui/Alert';

interface Props {
  /** The form's field errors (react-hook-form's formState.errors, or a plain map): shown while any is set. */
  errors: object;
  /** The spec's top message of the form ('An error has occurred. Please address all fields marked with “Error”.' …). */
  message: string;
  /** A control beside the message (Bill Search: the Search Help button its message refers to). */
  action?: ReactNode;
}

/**
 * The message above a form that failed validation (part 1 §5, part 2 §5). An alert, so screen readers
 * announce it; focus goes to the first field in error (react-hook-form), whose own message says what to fix.
 * Plain HTML and base.css's alert, so Bill Search's form draws with nothing more to load (docs/decisions/046).
 */
export function FormErrorSummary({ errors, message, action }: Props) {
  if (Object.keys(errors).length === 0) return null;
  return (
    <Alert severity="error" action={action} className="wc-alert-center">
      {message}
    </Alert>
  );
}
