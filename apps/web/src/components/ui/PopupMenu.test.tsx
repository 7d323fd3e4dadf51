import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PopupMenu, PopupMenuItem } from './PopupMenu';

describe('PopupMenu', () => {
  // Stable, as the bell's own (a useCallback).
  const onClose = vi.fn();
  const menu = (items: string[], anchor: HTMLElement) => (
    <PopupMenu id="m" label="Notifications" anchor={anchor} onClose={onClose}>
      {items.length === 0 && <PopupMenuItem disabled>None yet</PopupMenuItem>}
      {items.map((item) => (
        <PopupMenuItem key={item}>{item}</PopupMenuItem>
      ))}
    </PopupMenu>
  );

  it('focuses the first item when it opens', () => {
    const anchor = document.body.appendChild(document.createElement('button'));
    render(menu(['First', 'Second'], anchor));
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
  });

  it('moves the focus to the first item when the items come after it opened, and leaves it where the user put it after', () => {
    const anchor = document.body.appendChild(document.createElement('button'));
    const { rerender } = render(menu([], anchor));
    expect(screen.getByRole('menu', { name: 'Notifications' })).toHaveFocus();
    rerender(menu(['First', 'Second'], anchor));
    expect(screen.getByRole('menuitem', { name: 'First' })).toHaveFocus();
    screen.getByRole('menuitem', { name: 'Second' }).focus();
    rerender(menu(['First', 'Second', 'Third'], anchor));
    expect(screen.getByRole('menuitem', { name: 'Second' })).toHaveFocus();
  });
});
