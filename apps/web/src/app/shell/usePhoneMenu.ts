import { useCallback, useRef, useState } from 'react';
import { useLocation } from 'react-router';

/** The id of the navigation the Menu button shows and hides (aria-controls). */
export const MAIN_MENU_ID = 'main-menu';

/** The navigation's links, in order. */
export const menuLinks = () => [...(document.getElementById(MAIN_MENU_ID)?.querySelectorAll<HTMLElement>('a') ?? [])];

/** The navigation's state below 1,240 px (base.css): closed it is hidden, the header's Menu button opens it. */
export interface PhoneMenu {
  open: boolean;
  toggle: () => void;
  /** `returnFocus`: Escape gives the focus back to the Menu button; choosing an item leaves it to the new screen. */
  close: (returnFocus: boolean) => void;
  button: React.RefObject<HTMLButtonElement | null>;
}

/**
 * Shared by the header's Menu button and the navigation (Layout holds it). Another screen closes the
 * menu: an item chosen, the Client List agreement accepted, the browser's Back. From 1,240 px the
 * navigation is the menu bar whatever the state (base.css).
 */
export function usePhoneMenu(): PhoneMenu {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [screen, setScreen] = useState(pathname);
  // Set while rendering, not in an effect: the new screen never paints under an open menu.
  if (screen !== pathname) {
    setScreen(pathname);
    setOpen(false);
  }
  const button = useRef<HTMLButtonElement>(null);
  const toggle = useCallback(() => setOpen((was) => !was), []);
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);
  return { open, toggle, close, button };
}
