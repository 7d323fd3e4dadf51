import TextField from '@mui/material/TextField';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { affiliationCodes, affiliationPlaceholder, affiliations } from '@wcpp/contract';

interface Props {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  disabled?: boolean;
}

/** The affiliation (account type) choice of part 2 §1: 'Select One', then the three codes. */
export function AffiliationSelect({ id, label, registration: { ref, ...rest }, error, disabled }: Props) {
  return (
    <TextField
      id={id}
      select
      fullWidth
      required
      disabled={disabled}
      label={label}
      inputRef={ref}
      {...rest}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{affiliationPlaceholder}</option>
      {affiliationCodes.map((code) => (
        <option key={code} value={code}>
          {affiliations[code]}
        </option>
      ))}
    </TextField>
  );
}
