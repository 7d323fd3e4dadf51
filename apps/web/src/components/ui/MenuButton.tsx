import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { PopupMenu } from './PopupMenu';
import { buttonClass, type ButtonLook } from './Button';
import { Icon } from './icons';

interface Props extends ButtonLook {
  /** The button's text; the menu is named by it too unless menuLabel says otherwise. */
  label: ReactNode;
  /** The accessible name of the button when its text alone is not enough ("Actions for kpatel01"). */
  ariaLabel?: string;
  menuLabel: string;
  /** The menu in the top layer (PopupMenu's topLayer): for a menu button inside a table, which would clip it. */
  topLayer?: boolean;
  /** The menu's items (PopupMenuItem); `close` closes the menu, for an item that opens a dialog. */
  children: (close: () => void) => ReactNode;
}

/**
 * A button that opens a menu (WAI-ARIA APG "Menu Button"): Enter, Space or ArrowDown open it on its
 * first item; PopupMenu gives the arrow keys, Escape (back to the button), Tab and a click outside.
 */
export function MenuButton({ label, ariaLabel, menuLabel, topLayer, children, variant = 'outlined', size = 'small', inherit, fullWidth }: Props) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback((returnFocus = true) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return (
    <span className="wc-popup wc-menu-button">
      <button
        ref={button}
        type="button"
        className={buttonClass({ variant, size, inherit, fullWidth })}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <span className="wc-btn-end">
          <Icon name="arrowDropDown" />
        </span>
      </button>
      {open && button.current && (
        <PopupMenu id={id} label={menuLabel} anchor={button.current} onClose={close} topLayer={topLayer}>
          {children(() => close(true))}
        </PopupMenu>
      )}
    </span>
  );
}
