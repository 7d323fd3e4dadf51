import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { openPaintGate } from '../lib/painted';
import { sessionStore } from '../lib/session';

// Components are tested alone, without the screen whose first paint opens the gate of side requests.
openPaintGate();

// A screen's first lazy import can take over a second on a busy two-core machine;
// findBy*/waitFor still fail when what they wait for never appears.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  // jsdom does not implement scrolling; the layout scrolls to the top on every new screen.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Secure; path=/; max-age=0`;
  });
  sessionStore.reload();
});
