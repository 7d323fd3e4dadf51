import { useCallback, useState, useSyncExternalStore } from 'react';
import { breakpoints, type Breakpoint, type DataColumn } from './data-table-types';

/** Whether a media query matches, following changes. Without matchMedia (jsdom) it answers `fallback`. */
function useMediaMatch(query: string, fallback: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matches = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback);
  return useSyncExternalStore(subscribe, matches, () => fallback);
}

/**
 * Which columns a table shows and which it folds into the rows' details (docs/decisions/032): key
 * columns always show, 'normal' ones from the `wideFrom` breakpoint up, 'secondary' ones when chosen;
 * the person's choices in the column chooser win over the defaults of the width.
 */
export function useColumnChoice<Row>(columns: DataColumn<Row>[], wideFrom: Breakpoint) {
  const wide = useMediaMatch(`(min-width: ${breakpoints[wideFrom]}px)`, true);
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const shown = (c: DataColumn<Row>) => chosen[c.id] ?? (c.priority === 'key' || (c.priority !== 'secondary' && wide));
  return {
    shown,
    visible: columns.filter(shown),
    folded: columns.filter((c) => !shown(c)),
    /** The columns the chooser offers: every one but the key columns. */
    optional: columns.filter((c) => c.priority !== 'key'),
    choose: (id: string, show: boolean) => setChosen((old) => ({ ...old, [id]: show })),
  };
}
