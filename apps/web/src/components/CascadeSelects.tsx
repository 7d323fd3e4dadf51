import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { cascade } from '../lib/form';
import { Select } from './ui/Select';

type Option = { value: string; label: string };

/** What a list of a cascade may be: a fixed list, or a query's answer (TanStack Query's fields). */
interface ListQuery<Item> {
  data?: Item[];
  isError: boolean;
  isSuccess: boolean;
  isFetching: boolean;
}

/** One select of a cascade, as CascadeSelects draws it. */
export interface CascadeStep<T extends FieldValues> {
  name: Path<T>;
  label: string;
  options: Option[];
  /** Said under it when its list could not be had or came empty (part 1 §8); a missing choice's message comes first. */
  problem?: string;
  /** Its list is being asked for. */
  loading: boolean;
  disabled: boolean;
}

/**
 * The steps of a cascade for a form of type T (`const step = cascadeStepOf<MyForm>()`); a step is a
 * select from its list: `items` (a query, or a fixed list), each item's option, the
 * messages for a list that failed or came empty, and whether the choice it depends on has been made
 * (before, and while its list is empty, it cannot be chosen).
 */
export const cascadeStepOf =
  <T extends FieldValues>() =>
  <Item,>(
    name: Path<T>,
    label: string,
    items: ListQuery<Item> | Item[],
    option: (item: Item) => Option,
    { ready = true, failed, empty }: { ready?: boolean; failed?: string; empty?: string } = {},
  ): CascadeStep<T> => {
  const query: ListQuery<Item> = Array.isArray(items) ? { data: items, isError: false, isSuccess: true, isFetching: false } : items;
  const list = query.data ?? [];
  // Before the choice it depends on, its list is not asked for: nothing to say about it.
  const problem = !ready ? undefined : query.isError ? failed : query.isSuccess && list.length === 0 ? empty : undefined;
  return { name, label, options: list.map(option), problem, loading: query.isFetching, disabled: !ready || list.length === 0 };
  };

/**
 * The cascade of choices of Client List and PPO Fee Schedule (part 1 §4, part 2 §4): one native select
 * per step, in order, each starting with `placeholder`. A choice empties every later one, clears its
 * own message and theirs, then `onChange` runs (the screens hide their results there); the later lists
 * follow from the form's values (their queries are keyed by them). `loadingNote` is shown under a
 * select whose list is on its way.
 */
export function CascadeSelects<T extends FieldValues>({
  idPrefix,
  form,
  errors,
  steps,
  placeholder,
  loadingNote,
  onChange,
}: {
  idPrefix: string;
  form: Pick<UseFormReturn<T>, 'register' | 'setValue' | 'clearErrors'>;
  errors: FieldErrors<T>;
  steps: CascadeStep<T>[];
  placeholder: string;
  loadingNote?: string;
  onChange: () => void;
}) {
  const choice = cascade(form, steps.map((s) => s.name), onChange);
  return steps.map((step) => (
    <Select
      key={step.name}
      id={`${idPrefix}-${step.name}`}
      label={step.label}
      registration={choice(step.name)}
      options={[{ value: '', label: placeholder }, ...step.options]}
      error={(errors as Record<string, { message?: string } | undefined>)[step.name]?.message ?? step.problem}
      note={step.loading ? loadingNote : undefined}
      disabled={step.disabled}
    />
  ));
}
