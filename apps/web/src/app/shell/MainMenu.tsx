import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { useClientListAgreement } from '../../features/client-list/useClientListAgreement';
import { to } from '../../lib/paths';
import { useEffectiveUser, useSignedInUser } from '../../lib/user';
import { menuItems } from './menu-items';
import { MAIN_MENU_ID, menuLinks, type PhoneMenu } from './usePhoneMenu';

/**
 * The menu, shown only when signed in (part 1 §1, §2). Plain HTML and base.css (`.wc-menu`): the shell
 * stays small (docs/decisions/045). Where the widest role's bar fits
 * (1,240 px, base.css) it is one line, as high as the shell's menu slot (a bar that wrapped pushed the
 * page down once it loaded: layout shift, docs/decisions/037). Narrower it is hidden until the header's
 * Menu button (`menu`) opens it as a list (docs/decisions/053, "Phone width" and "Zoom").
 */
export function MainMenu({ menu }: { menu?: PhoneMenu }) {
  const { data: signedIn } = useSignedInUser();
  const { data: effective, isMirroring } = useEffectiveUser();
  const clientList = useClientListAgreement();
  // The items arrive with the user's answer, an urgent update React would render in one long task on a
  // slow phone; deferred, they render in a transition, in slices (TBT, bench/README).
  const items = useDeferredValue(useMemo(() => menuItems(signedIn, effective, isMirroring), [signedIn, effective, isMirroring]));
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // In a bar too narrow for its items the current screen's item may be off to the side: bring it into the bar's view.
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('a.active');
    if (!ul || !active) return;
    if (active.offsetLeft < ul.scrollLeft || active.offsetLeft + active.offsetWidth > ul.scrollLeft + ul.clientWidth) ul.scrollLeft = active.offsetLeft - 8;
  }, [pathname, items.length]);

  // The open phone menu: the arrows, Home and End move between its items, Escape closes it and returns to the Menu button.
  // An Escape a dialog inside (the Client List agreement) has handled is its own.
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!menu?.open || event.defaultPrevented) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      menu.close(true);
      return;
    }
    const links = menuLinks();
    const at = links.indexOf(document.activeElement as HTMLElement);
    const move = at < 0 ? undefined : { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      links[(move + links.length) % links.length]!.focus();
    }
  };
  const choose = (event: React.MouseEvent, path: string) => {
    if (path === clientList.path) clientList.onNavigate(event);
    // The Client List agreement keeps the menu open under it: DECLINE returns to the item, ACCEPT goes to the list (another screen closes the menu).
    if (!event.defaultPrevented) menu?.close(false);
  };

  return (
    // Keys pressed on its links bubble to the list's handler.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <nav id={MAIN_MENU_ID} aria-label={headerTexts.menuLabel} className="wc-menu" data-open={menu?.open || undefined} onKeyDown={onKeyDown}>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={to(item.path)} onClick={(event) => choose(event, item.path)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      {clientList.dialog}
    </nav>
  );
}

export default MainMenu;
