import { RadioGroup } from './ui/RadioGroup';

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
  return <RadioGroup name={id} label={label} value={value} options={options} onChange={onChange} row />;
}
