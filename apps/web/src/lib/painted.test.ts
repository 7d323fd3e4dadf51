import { describe, expect, it, vi } from 'vitest';
import { createPaintGate } from './painted';

describe('side requests wait for the first screen to be painted (docs/decisions/068)', () => {
  it('stays shut until the frame of the screen has been painted, then opens once for good', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const gate = createPaintGate();
    const told = vi.fn();
    gate.subscribe(told);

    gate.openAfterNextPaint();
    expect(gate.isOpen()).toBe(false);
    // The animation frame runs before the paint: still shut.
    vi.advanceTimersToNextFrame();
    expect(gate.isOpen()).toBe(false);
    // The timer it set runs after the paint.
    vi.advanceTimersByTime(1);
    expect(gate.isOpen()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);

    // Later screens change nothing.
    gate.openAfterNextPaint();
    gate.open();
    vi.runAllTimers();
    expect(told).toHaveBeenCalledTimes(1);
  });

  it('opens at once for what stands in for a screen (an error message)', () => {
    const gate = createPaintGate();
    const told = vi.fn();
    const stop = gate.subscribe(told);
    gate.open();
    expect(gate.isOpen()).toBe(true);
    expect(told).toHaveBeenCalledTimes(1);
    stop();
  });
});
