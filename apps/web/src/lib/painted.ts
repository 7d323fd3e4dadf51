import { useSyncExternalStore } from 'react';

/*
 * Whether the first screen of this page has been painted. The shell's side requests (the bell, the
 * fee-schedule count, the profile-completion check) and a screen's side lists (saved searches) wait
 * for it: the screen paints first and they go out a frame later, instead of being sent before the
 * first paint and holding it back behind their answers (Lighthouse, issue 26 §6; docs/decisions/068).
 * Once open, the gate stays open for the page's life.
 */
export function createPaintGate() {
  let painted = false;
  const listeners = new Set<() => void>();
  const open = (): void => {
    if (painted) return;
    painted = true;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    /** Opens at once: the error message that stands for a screen, and tests of parts shown without one. */
    open,
    /**
     * Opens after the next paint: a timer set from an animation frame runs once that frame has been
     * painted. PageTitle calls it as every screen's heading commits.
     */
    openAfterNextPaint(): void {
      if (painted) return;
      if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(open, 0));
      else setTimeout(open, 0);
    },
    isOpen: (): boolean => painted,
    subscribe,
  };
}

const gate = createPaintGate();

export const openAfterNextPaint = gate.openAfterNextPaint;
export const openPaintGate = gate.open;

/** True once the first screen has been painted: the `enabled` of a side request. */
export const useScreenPainted = (): boolean => useSyncExternalStore(gate.subscribe, gate.isOpen);
