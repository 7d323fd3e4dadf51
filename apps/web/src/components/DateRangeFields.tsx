import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { dateFieldTexts } from '@wcpp/contract';
import { DateField } from './ui/DateField';

interface Props<T extends FieldValues, TOut> {
  /** The form's control: its fields `from` and `to` hold the dates as typed (MM/dd/yyyy). */
  control: Control<T, unknown, TOut>;
  /** The fields' ids: `${id}-from` and `${id}-to`. */
  id: string;
  labels: { from: string; to: string };
  errors: { from?: string; to?: string };
  /** A help text both fields are read with (the range searched without dates). */
  describedBy?: string;
}

/**
 * A search's dates, from and to, typed MM/DD/YYYY or picked (the Activity, Payments): two date fields
 * side by side in the form's grid, one under the other on a phone. The form's schema checks them.
 */
export function DateRangeFields<T extends FieldValues, TOut = T>({ control, id, labels, errors, describedBy }: Props<T, TOut>) {
  const field = (end: 'from' | 'to') => (
    <DateField control={control} name={end as FieldPath<T>} id={`${id}-${end}`} label={labels[end]} hint={dateFieldTexts.hint} describedBy={describedBy} error={errors[end]} />
  );
  return (
    <>
      {field('from')}
      {field('to')}
    </>
  );
}
