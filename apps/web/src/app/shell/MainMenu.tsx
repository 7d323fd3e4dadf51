import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { useClientListAgreement } from '../../features/client-list/useClientListAgreement';
import { to } from '../../lib/paths';
import { useEffectiveUser, useSignedInUser } from '../../lib/user';
import { menuItems } from './menu-items';

/**
 * The menu bar, shown only when signed in (part 1 §1, §2). Plain HTML and base.css (`.wc-menu`), drawn
 * as MUI's Links were: the shell loads no MUI (docs/decisions/045). One line at every width, as high as
 * the shell's menu slot: a menu that wrapped on a phone pushed the page down once it loaded (layout
 * shift, docs/decisions/037). What does not fit scrolls sideways.
 */
export function MainMenu() {
  const { data: signedIn } = useSignedInUser();
  const { data: effective, isMirroring } = useEffectiveUser();
  const clientList = useClientListAgreement();
  // The items arrive with the user's answer, an urgent update React would render in one long task on a
  // slow phone; deferred, they render in a transition, in slices (TBT, bench/README).
  const items = useDeferredValue(useMemo(() => menuItems(signedIn, effective, isMirroring), [signedIn, effective, isMirroring]));
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the current screen's item may be off to the side: bring it into the bar's view.
  useEffect(() => {
    const ul = list.current;
    const active = ul?.querySelector<HTMLElement>('a.active');
    if (!ul || !active) return;
    if (active.offsetLeft < ul.scrollLeft || active.offsetLeft + active.offsetWidth > ul.scrollLeft + ul.clientWidth) ul.scrollLeft = active.offsetLeft - 8;
  }, [pathname, items.length]);

  return (
    <nav aria-label={headerTexts.menuLabel} className="wc-menu">
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.path}>
            <NavLink to={to(item.path)} onClick={item.path === clientList.path ? clientList.onNavigate : undefined}>
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
