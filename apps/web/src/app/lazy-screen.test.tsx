import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen';

/** A module whose download the test finishes by hand. */
function deferredModule() {
  let finish!: () => void;
  const mounts: string[] = [];
  function Part({ label }: { label: string }) {
    const [mountedAs] = useState(() => {
      mounts.push(label);
      return label;
    });
    return <p>{`${label} (mounted as ${mountedAs})`}</p>;
  }
  const module = new Promise<{ default: typeof Part }>((resolve) => (finish = () => resolve({ default: Part })));
  return { load: () => module, finish, mounts };
}

describe('lazyScreen', () => {
  it('draws a part whose module has come in the first render, without the fallback', async () => {
    const { load, finish } = deferredModule();
    const Screen = lazyScreen(load);
    const preloaded = Screen.preload();
    finish();
    await preloaded;
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen label="first" />
      </Suspense>,
    );
    // Synchronously after render: nothing suspended.
    expect(screen.getByText('first (mounted as first)')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('shows the fallback until the module comes, then keeps the same part on later renders (no remount)', async () => {
    const { load, finish, mounts } = deferredModule();
    const Screen = lazyScreen(load);
    const view = render(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen label="one" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => finish());
    expect(await screen.findByText('one (mounted as one)')).toBeInTheDocument();
    view.rerender(
      <Suspense fallback={<p>Loading…</p>}>
        <Screen label="two" />
      </Suspense>,
    );
    // The new props reach the part mounted first: its state (mounted as one) is kept.
    expect(screen.getByText('two (mounted as one)')).toBeInTheDocument();
    expect(mounts).toEqual(['one']);
  });

  it('asks again for a module whose download failed', async () => {
    let calls = 0;
    const Screen = lazyScreen(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <p>loaded</p> })));
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(calls).toBe(2);
    render(<Screen />);
    expect(screen.getByText('loaded')).toBeInTheDocument();
  });
});
