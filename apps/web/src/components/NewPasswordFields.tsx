import { useFormState, useWatch, type Control, type FieldValues, type Path, type UseFormRegister } from 'react-hook-form';
import type { PasswordContext } from '@wcpp/contract';
import { bind } from '../lib/form';
import { Grid, Stack } from './ui/Stack';
import { PasswordInput } from './PasswordInput';
import { PasswordRules } from './PasswordRules';

interface Props<T extends FieldValues, C, O extends FieldValues> {
  /** Prefix of the ids: `${id}-password`, `${id}-confirm`, `${id}-rules`. */
  id: string;
  /** The form's control; its output type (O) may differ from the fields (T) when the schema transforms. */
  control: Control<T, C, O>;
  register: UseFormRegister<T>;
  /** The form's names of the two fields (the contract's schemas name them differently per form). */
  names: { password: Path<T>; confirm: Path<T> };
  labels: { password: string; confirm: string };
  /** Whose password the rules judge (part 2 §5): the user name and, in registration, the names. */
  context: PasswordContext;
  /** The schema trims the new password (reset): the rules then judge it trimmed too. */
  trim?: boolean;
  disabled?: boolean;
  /** 'columns' puts the two fields side by side from 600 px (registration). */
  layout?: 'stack' | 'columns';
}

/**
 * The new password, its confirmation and the live rules under them (part 2 §5): the block of
 * registration, internal registration, confirm password reset and change password.
 */
export function NewPasswordFields<T extends FieldValues, C = unknown, O extends FieldValues = T>({
  id,
  control,
  register,
  names,
  labels,
  context,
  trim = false,
  disabled,
  layout = 'stack',
}: Props<T, C, O>) {
  const typed = (useWatch({ control, name: names.password }) as string | undefined) ?? '';
  const { errors } = useFormState({ control, name: [names.password, names.confirm] });
  const message = (name: Path<T>) => errors[name]?.message as string | undefined;
  const password = (
    <PasswordInput
      id={`${id}-password`}
      label={labels.password}
      required
      autoComplete="new-password"
      disabled={disabled}
      error={message(names.password)}
      {...bind(register(names.password))}
    />
  );
  const confirm = (
    <PasswordInput
      id={`${id}-confirm`}
      label={labels.confirm}
      required
      autoComplete="new-password"
      disabled={disabled}
      error={message(names.confirm)}
      {...bind(register(names.confirm))}
    />
  );
  const rules = <PasswordRules id={`${id}-rules`} password={trim ? typed.trim() : typed} context={context} />;
  return (
    <Stack gap={3}>
      {layout === 'columns' ? (
        <Grid columns={2}>
          {password}
          {confirm}
        </Grid>
      ) : (
        <>
          {password}
          {confirm}
        </>
      )}
      {rules}
    </Stack>
  );
}
