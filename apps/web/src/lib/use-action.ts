import { useCallback, useRef, useState } from 'react';

type ActionState<R> =
  | { status: 'idle' }
  | { status: 'pending' }
  | { status: 'success'; data: R }
  | { status: 'error'; error: unknown };

export interface ActionCallbacks<R> {
  onSuccess?: (data: R) => void;
  onError?: (error: unknown) => void;
}

/**
 * One call a form sends, with its state: the signed-out pages' stand-in for TanStack Query's
 * useMutation, so that they do not load the library (docs/decisions/084). `mutate` never rejects; the
 * answer of a call sent before `reset` or a later `mutate` is dropped, as useMutation drops it.
 */
export function useAction<V, R>(send: (variables: V) => Promise<R>) {
  const [state, setState] = useState<ActionState<R>>({ status: 'idle' });
  const latest = useRef(0);
  const sendRef = useRef(send);
  sendRef.current = send;

  const mutate = useCallback((variables: V, callbacks: ActionCallbacks<R> = {}) => {
    const id = ++latest.current;
    setState({ status: 'pending' });
    sendRef.current(variables).then(
      (data) => {
        if (id !== latest.current) return;
        setState({ status: 'success', data });
        callbacks.onSuccess?.(data);
      },
      (error: unknown) => {
        if (id !== latest.current) return;
        setState({ status: 'error', error });
        callbacks.onError?.(error);
      },
    );
  }, []);

  const reset = useCallback(() => {
    latest.current++;
    setState({ status: 'idle' });
  }, []);

  return {
    mutate,
    reset,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    data: state.status === 'success' ? state.data : undefined,
    error: state.status === 'error' ? state.error : null,
  };
}
