import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction', () => {
  it('is pending, then holds the answer and calls onSuccess with it', async () => {
    const answer = deferred<{ sentTo: string }>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction((_: { email: string }) => answer.promise));
    act(() => result.current.mutate({ email: 'a@b.co' }, { onSuccess }));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve({ sentTo: 'a@b.co' }));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: true, isError: false, data: { sentTo: 'a@b.co' }, error: null });
    expect(onSuccess).toHaveBeenCalledWith({ sentTo: 'a@b.co' });
  });

  it('holds a refusal as its error, calls onError, and never rejects', async () => {
    const refusal = new Error('INVALID_TOKEN');
    const onError = vi.fn();
    const { result } = renderHook(() => useAction(() => Promise.reject(refusal)));
    act(() => result.current.mutate(undefined, { onError }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(refusal);
    expect(result.current.data).toBeUndefined();
    expect(onError).toHaveBeenCalledWith(refusal);
  });

  it('drops the answer of a call sent before reset: no stale success, no callback', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction(() => answer.promise));
    act(() => result.current.mutate(undefined, { onSuccess }));
    act(() => result.current.reset());
    await act(async () => answer.resolve('late'));
    expect(result.current).toMatchObject({ isPending: false, isSuccess: false, data: undefined });
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
