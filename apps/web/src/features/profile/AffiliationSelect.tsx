import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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

/** The affiliation (account type) choice of part 2 §1: 'Select One', then the three codes. */
export function AffiliationSelect({ id, label, registration, value, error, note, disabled }: Props) {
  const { ref, ...rest } = registration ?? { ref: undefined };
  const noteId = `${id}-note`;
  return (
    <>
      <TextField
        id={id}
        select
        fullWidth
        required={Boolean(registration)}
        disabled={disabled}
        label={label}
        inputRef={ref}
        {...rest}
        {...(registration ? {} : { value: value ?? '' })}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true }, htmlInput: note ? { 'aria-describedby': noteId } : undefined }}
      >
        <option value="">{affiliationPlaceholder}</option>
        {affiliationCodes.map((code) => (
          <option key={code} value={code}>
            {affiliations[code]}
          </option>
        ))}
      </TextField>
      {note && (
        <Typography id={noteId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mx: 1.75 }}>
          {note}
        </Typography>
      )}
    </>
  );
}
