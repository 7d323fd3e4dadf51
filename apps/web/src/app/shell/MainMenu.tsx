import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { alpha, type Theme } from '@mui/material/styles';
import { NavLink } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { useClientListAgreement } from '../../features/client-list/useClientListAgreement';
import { to } from '../../lib/paths';
import { useEffectiveUser, useSignedInUser } from '../../lib/user';
import { menuItems } from './menu-items';
import { withMuiTheme } from '../mui/MuiTheme';

const itemSx = {
  display: 'inline-block',
  px: 2,
  py: 1.5,
  color: 'primary.main',
  fontWeight: 600,
  borderBottom: 3,
  borderColor: 'transparent',
  '&.active': { borderColor: 'primary.main' },
  '&:hover': { bgcolor: (theme: Theme) => alpha(theme.palette.primary.main, 0.06) },
} as const;

/** The menu bar, shown only when signed in (part 1 §1, §2). */
export function MainMenu() {
  const { data: signedIn } = useSignedInUser();
  const { data: effective, isMirroring } = useEffectiveUser();
  const clientList = useClientListAgreement();
  const items = menuItems(signedIn, effective, isMirroring);

  return (
    <Box component="nav" aria-label={headerTexts.menuLabel} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mx: 'auto', px: 1, maxWidth: 1200, display: 'flex', flexWrap: 'wrap', minHeight: 48 }}>
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
