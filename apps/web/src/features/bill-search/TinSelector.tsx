import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { billSearchTexts } from '@wcpp/contract';

interface Props {
  id: string;
  tins: string[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** The user's TINs as checkboxes; the form's schema checks that 1 to 5 are chosen. */
export function TinSelector({ id, tins, value, onChange, error }: Props) {
  const toggle = (tin: string, checked: boolean) => onChange(checked ? [...value, tin] : value.filter((t) => t !== tin));
  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined}>
      <FormLabel component="legend">{billSearchTexts.tins}</FormLabel>
      <FormGroup row>
        {tins.map((tin) => (
          <FormControlLabel key={tin} control={<Checkbox checked={value.includes(tin)} onChange={(e) => toggle(tin, e.target.checked)} />} label={tin} />
        ))}
      </FormGroup>
      {error && <FormHelperText id={`${id}-error`}>{error}</FormHelperText>}
    </FormControl>
  );
}
