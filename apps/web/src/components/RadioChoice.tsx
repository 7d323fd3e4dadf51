import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface Props<V extends string> {
  id: string;
  label: string;
  value: V;
  /** The choices by value, in order: value → label. */
  options: Record<V, string>;
  onChange: (value: V) => void;
}

/** A row of radio buttons under a label (the line of business of Client List and the PPO Fee Schedule). */
export function RadioChoice<V extends string>({ id, label, value, options, onChange }: Props<V>) {
  const labelId = `${id}-label`;
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={id} value={value} onChange={(e) => onChange(e.target.value as V)}>
        {(Object.keys(options) as V[]).map((v) => (
          <FormControlLabel key={v} value={v} control={<Radio />} label={options[v]} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
