import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { CascadeSelects, type CascadeStep } from './CascadeSelects';
import { FormErrorSummary } from './FormErrorSummary';
import { RadioGroup } from './ui/RadioGroup';
import { Button } from './ui/Button';
import { Grid, Stack } from './ui/Stack';

/**
 * The search form of Client List and PPO Fee Schedule (part 1 §4, part 2 §4): the summary of missing
 * choices, the line of business (a new one resets the form), the cascade of selects, anything the
 * screen says under them, then Search and Reset.
 */
export function CascadeSearchForm<T extends FieldValues, Lob extends string>({
  label,
  onSubmit,
  errors,
  summary,
  lob,
  cascade,
  gridClassName,
  note,
  searchLabel,
  searchDisabled,
  resetLabel,
  resetDisabled,
  onReset,
}: {
  /** The form's name, the screen's title. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  errors: FieldErrors<T>;
  summary: string;
  lob: { name: string; label: string; value: Lob; options: Record<Lob, ReactNode>; onChange: (lob: Lob) => void };
  /** CascadeSelects' props but the errors, which are the form's. */
  cascade: Omit<Parameters<typeof CascadeSelects<T>>[0], 'errors' | 'steps'> & { steps: CascadeStep<T>[] };
  gridClassName: string;
  note?: ReactNode;
  searchLabel: string;
  searchDisabled: boolean;
  resetLabel: string;
  resetDisabled?: boolean;
  onReset: () => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} aria-label={label} className="wc-stack">
      <FormErrorSummary errors={errors} message={summary} />
      <RadioGroup name={lob.name} label={lob.label} value={lob.value} options={lob.options} onChange={lob.onChange} />
      <Grid columns={2} className={gridClassName}>
        <CascadeSelects<T> {...cascade} errors={errors} />
      </Grid>
      {note}
      <Stack direction="row">
        <Button type="submit" disabled={searchDisabled}>
          {searchLabel}
        </Button>
        <Button variant="outlined" onClick={onReset} disabled={resetDisabled}>
          {resetLabel}
        </Button>
      </Stack>
    </form>
  );
}
