import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

interface Search<T, TOut> {
  /** The search the address holds, as people type it. */
  typed: T;
  /** The form with nothing typed: what CLEAR leaves. */
  empty: T;
  onSearch: (values: TOut) => void;
  /** The form refused what was typed; answers whether the address changes as a result. */
  onRefused: () => boolean;
  onReset: () => void;
}

/**
 * A search form whose search lives in the address (the Activity, Payments): the form shows the search
 * the address holds and follows it (Back, another search), except after a refusal that cleared the
 * address, when what was typed stays with its errors. Answers the form's submit handler and its CLEAR.
 */
export function useAddressSearchForm<T extends FieldValues, TOut>(form: Pick<UseFormReturn<T, unknown, TOut>, 'reset' | 'handleSubmit'>, { typed, empty, onSearch, onRefused, onReset }: Search<T, TOut>) {
  const { reset, handleSubmit } = form;
  const keepTyped = useRef(false);
  const typedKey = JSON.stringify(typed);
  const shownKey = useRef(typedKey);
  useEffect(() => {
    if (typedKey === shownKey.current) return;
    shownKey.current = typedKey;
    if (keepTyped.current) keepTyped.current = false;
    else reset(JSON.parse(typedKey) as T);
  }, [typedKey, reset]);
  const submit = handleSubmit(
    (values) => onSearch(values),
    () => {
      keepTyped.current = onRefused();
    },
  );
  const clear = () => {
    reset(empty);
    onReset();
  };
  return { submit, clear };
}
