import type { ComponentProps, Ref } from 'react';
import { TextField } from './ui/TextField';

interface Props extends Omit<ComponentProps<typeof TextField>, 'ref'> {
  /** react-hook-form's register() spread as is: React 19 passes `ref` as a prop; it goes to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled text input with its error message: the kit's outlined TextField. Its `ref` (or
 * `inputRef`, what lib/form's `bind` gives) is the <input>, so a form can move the focus to a field
 * in error.
 */
export function TextInput({ ref, inputRef, ...field }: Props) {
  return <TextField inputRef={inputRef ?? ref} {...field} />;
}
