import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface NativeSelectFieldProps {
  id: string;
  label: string;
  options: { value: string; label: string }[];
  /** A choice bound to a form (react-hook-form's register)… */
  registration?: UseFormRegisterReturn;
  /** …or a controlled value (with onChange), or a stored value shown read-only (disabled). */
  value?: string;
  onChange?: (value: string) => void;
  required?: boolean;
  error?: string;
  /** Shown under the field, outside it: a disabled field's own helper text is greyed below contrast. */
  note?: string;
  disabled?: boolean;
}

// InputBase renders any element; its types only name input-like components.
const nativeSelect = 'select' as unknown as React.ElementType<InputBaseComponentProps>;

/**
 * A native select in MUI's outlined field, as TextField's `select native` drew it, without TextField's
 * static import of MUI's Select, Menu and Popover (docs/decisions/037: ~7 KB gzipped on every signed-in
 * screen). Keyboard and screen readers get the browser's own select.
 */
export function NativeSelectField({ id, label, options, registration, value, onChange, required, error, note, disabled }: NativeSelectFieldProps) {
  const { ref, ...rest } = registration ?? { ref: undefined };
  const noteId = `${id}-note`;
  const helperId = `${id}-helper-text`;
  const isRequired = required ?? Boolean(registration);
  const bound = registration ? {} : { value: value ?? '', onChange: (e: React.ChangeEvent<HTMLInputElement>) => onChange?.(e.target.value) };
  return (
    <>
      <FormControl variant="outlined" fullWidth required={isRequired} disabled={disabled} error={Boolean(error)}>
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          notched
          label={isRequired ? `${label} *` : label}
          inputComponent={nativeSelect}
          inputRef={ref}
          {...rest}
          {...bound}
          endAdornment={<ArrowDropDown sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: disabled ? 'action.disabled' : 'action.active' }} />}
          inputProps={{
            'aria-describedby': [error && helperId, note && noteId].filter(Boolean).join(' ') || undefined,
            children: options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            )),
          }}
          sx={{ '& select': { appearance: 'none', cursor: 'pointer', pr: 4 } }}
        />
        {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
      </FormControl>
      {note && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
          {note}
        </Typography>
      )}
    </>
  );
}
