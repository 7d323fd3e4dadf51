import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { useClientListAgreement } from '../../features/client-list/useClientListAgreement';
import { to } from '../../lib/paths';
import { useEffectiveUser, useSignedInUser } from '../../lib/user';
import { menuItems } from './menu-items';
import { withMuiTheme } from '../mui/MuiTheme';

const itemSx = {
  display: 'flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  height: 48,
  px: 2,
  pt: '3px',
  whiteSpace: 'nowrap',
  color: 'primary.main',
  fontWeight: 600,
  borderBottom: 3,
  borderColor: 'transparent',
  '&.active': { borderColor: 'primary.main' },
  '&:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.06) },
} as const;

/**
 * One line at every width, as high as the shell's menu slot: a menu that wrapped on a phone pushed the
 * page down once it loaded (layout shift, docs/decisions/037). What does not fit scrolls sideways.
 */
const listSx = {
  listStyle: 'none',
  m: 0,
  mx: 'auto',
  px: 1,
  maxWidth: 1200,
  display: 'flex',
  height: 48,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
} as const;

/** The menu bar, shown only when signed in (part 1 §1, §2). */
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
    <Box component="nav" aria-label={headerTexts.menuLabel} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" ref={list} sx={listSx}>
        {items.map((item) => (
          <li key={item.path}>
            <Link component={NavLink} to={to(item.path)} underline="none" sx={itemSx} onClick={item.path === clientList.path ? clientList.onNavigate : undefined}>
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
      {clientList.dialog}
    </Box>
  );
}

// Loaded lazily by the shell, outside the MUI screens: it brings the theme along (docs/decisions/035).
export default withMuiTheme(MainMenu);
