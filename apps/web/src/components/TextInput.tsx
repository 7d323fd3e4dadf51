import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { Ref } from 'react';

interface Props extends Omit<OutlinedInputProps, 'error' | 'label' | 'inputRef'> {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  maxLength?: number;
  /** The label above the field: for a value set by the form itself (a reset), which the field cannot notice. */
  shrink?: boolean;
}

/**
 * A labelled text input with its error message. Same look as MUI's TextField, without TextField's
 * static import of Select, Menu and Popover, which would more than double the sign-in page's MUI code.
 */
export function TextInput({ id, label, error, inputRef, maxLength, required, shrink, ...input }: Props) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      {/* A required field shows * as MUI's TextField does (hidden from screen readers, which hear aria-required). */}
      <InputLabel htmlFor={id} required={required} shrink={shrink || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        inputRef={inputRef}
        notched={shrink || undefined}
        {...input}
        inputProps={{ maxLength, 'aria-required': required || undefined, 'aria-describedby': error ? helperId : undefined }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
