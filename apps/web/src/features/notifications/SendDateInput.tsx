import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { todayIso } from '@wcpp/contract';

interface Props extends Omit<UseFormRegisterReturn, 'ref'> {
  id: string;
  label: string;
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  /** The hint shown under the field, read with it. */
  helpId: string;
  /** Ignored: the date field's label is always above it (the browser shows mm/dd/yyyy in it). */
  shrink?: boolean;
}

/**
 * The send date (part 1 §5): the browser's own date field, shown MM/DD/YYYY, typed or picked from its
 * calendar, with the days before today disabled (min). Its value is the ISO day. The label stays above
 * the field, where the browser's mm/dd/yyyy would otherwise run under it.
 */
export function SendDateInput({ id, label, inputRef, error, disabled, helpId, shrink: _shrink, ...field }: Props) {
  const helperId = `${id}-helper`;
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id} required shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        type="date"
        label={`${label} *`}
        notched
        disabled={disabled}
        inputRef={inputRef}
        {...field}
        inputProps={{ min: todayIso(), 'aria-required': true, 'aria-describedby': error ? `${helperId} ${helpId}` : helpId }}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
