import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { affiliationCodes, affiliationPlaceholder, affiliations } from '@wcpp/contract';

interface Props {
  id: string;
  label: string;
  /** An editable choice (the profile-completion dialog)… */
  registration?: UseFormRegisterReturn;
  /** …or the stored value, shown read-only (the own profile: docs/decisions/026). */
  value?: string;
  error?: string;
  /** Shown under the field, outside it: a disabled field's own helper text is greyed below contrast. */
  note?: string;
  disabled?: boolean;
}

// InputBase renders any element; its types only name input-like components.
const nativeSelect = 'select' as unknown as React.ElementType<InputBaseComponentProps>;

/** The affiliation (account type) choice of part 2 §1: 'Select One', then the three codes. */
export function AffiliationSelect({ id, label, registration, value, error, note, disabled }: Props) {
  const { ref, ...rest } = registration ?? { ref: undefined };
  const noteId = `${id}-note`;
  const helperId = `${id}-helper-text`;
  const options = [
    <option key="" value="">
      {affiliationPlaceholder}
    </option>,
    ...affiliationCodes.map((code) => (
      <option key={code} value={code}>
        {affiliations[code]}
      </option>
    )),
  ];
  return (
    <>
      {/* A native select in MUI's outlined field, as TextField's `select native` drew it, without TextField's
          static import of MUI's Select, Menu and Popover (docs/decisions/037: ~7 KB gzipped on every signed-in screen,
          through the profile-completion dialog). */}
      <FormControl variant="outlined" fullWidth required={Boolean(registration)} disabled={disabled} error={Boolean(error)}>
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          notched
          label={registration ? `${label} *` : label}
          inputComponent={nativeSelect}
          inputRef={ref}
          {...rest}
          {...(registration ? {} : { value: value ?? '' })}
          endAdornment={<ArrowDropDown sx={{ position: 'absolute', right: 7, pointerEvents: 'none', color: disabled ? 'action.disabled' : 'action.active' }} />}
          inputProps={{
            'aria-describedby': [error && helperId, note && noteId].filter(Boolean).join(' ') || undefined,
            children: options,
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
