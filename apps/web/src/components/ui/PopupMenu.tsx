import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { hasPopover, placeUnder } from './popup';

interface MenuProps {
  id: string;
  /** The menu's accessible name. */
  label: string;
  /** The button that opened the menu: a click on it is not "outside", and focus goes back to it. */
  anchor: HTMLElement;
  /** Closes the menu; `returnFocus` is false when focus is going elsewhere (a click outside, Tab). */
  onClose: (returnFocus: boolean) => void;
  /**
   * In the top layer (the `popover` attribute), placed under its button by script: for a menu inside
   * a box that scrolls or clips (a table's row actions), which would otherwise cut it off.
   */
  topLayer?: boolean;
  children: ReactNode;
}

// Plain items and checkable ones (the table's column chooser: menuitemcheckbox).
const itemsOf = (list: HTMLElement) => [...list.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([aria-disabled="true"])')];

/**
 * The menu of a menu button (WAI-ARIA APG "Menu Button"): focus on the first item when it opens, the arrow keys, Home and End move
 * between items, Escape closes it and returns to the button, Tab and a click outside close it. It is
 * drawn under its button, inside the same landmark (base.css `.wc-popup-menu`); with `topLayer`, in the
 * top layer, still in the same place of the document.
 */
export function PopupMenu({ id, label, anchor, onClose, topLayer = false, children }: MenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const inTopLayer = topLayer && hasPopover;

  // Shown and placed before the effect below focuses the first item (layout effects run first).
  useLayoutEffect(() => {
    if (!inTopLayer) return;
    const ul = list.current!;
    ul.showPopover();
    const follow = () => placeUnder(ul, anchor);
    follow();
    window.addEventListener('resize', follow);
    return () => window.removeEventListener('resize', follow);
  }, [anchor, inTopLayer]);

  useEffect(() => {
    const ul = list.current!;
    (itemsOf(ul)[0] ?? ul).focus();
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!ul.contains(target) && !anchor.contains(target)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [anchor, onClose]);

  // Items that come after the menu opened (the bell's list still loading): the focus, left on the
  // list itself for want of an item, moves to the first of them.
  useEffect(() => {
    const ul = list.current!;
    if (document.activeElement === ul) itemsOf(ul)[0]?.focus();
  });

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemsOf(event.currentTarget);
    const at = items.indexOf(document.activeElement as HTMLElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (move !== undefined && items.length) {
      event.preventDefault();
      items[(move + items.length) % items.length]!.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  return (
    <ul ref={list} id={id} role="menu" aria-label={label} tabIndex={-1} className="wc-popup-menu" popover={inTopLayer ? 'manual' : undefined} onKeyDown={onKeyDown}>
      {children}
    </ul>
  );
}

interface ItemProps {
  onSelect?: () => void;
  disabled?: boolean;
  children: ReactNode;
}

/** One item of a PopupMenu: chosen with a click, Enter or Space. */
export function PopupMenuItem({ onSelect, disabled, children }: ItemProps) {
  const choose = () => {
    if (!disabled) onSelect?.();
  };
  return (
    <li
      role="menuitem"
      tabIndex={-1}
      aria-disabled={disabled || undefined}
      onClick={choose}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          choose();
        }
      }}
    >
      {children}
    </li>
  );
}
