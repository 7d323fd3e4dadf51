import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { NavLink, useNavigate } from 'react-router';
import { headerTexts } from '@wcpp/contract';
import { hasCookie, setCookie } from '../../lib/cookies';
import { to } from '../../lib/paths';
import { useEffectiveUser, useSignedInUser } from '../../lib/user';
import { ClientListAgreementDialog } from './ClientListAgreementDialog';
import { menuItems } from './menu-items';

export const AGREEMENT_COOKIE = 'Agreement-Accepted';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;
const CLIENT_LIST = 'ClientList';

const itemSx = {
  display: 'inline-block',
  px: 2,
  py: 1.5,
  color: 'primary.main',
  fontWeight: 600,
  borderBottom: 3,
  borderColor: 'transparent',
  '&.active': { borderColor: 'primary.main' },
  '&:hover': { bgcolor: 'rgba(15,25,125,0.06)' },
} as const;

/** The menu bar, shown only when signed in (part 1 §1, §2). */
export function MainMenu() {
  const { data: signedIn } = useSignedInUser();
  const { data: effective, isMirroring } = useEffectiveUser();
  const navigate = useNavigate();
  const [agreementOpen, setAgreementOpen] = useState(false);
  const items = menuItems(signedIn, effective, isMirroring);

  const onClientList = (event: React.MouseEvent) => {
    if (hasCookie(AGREEMENT_COOKIE)) return;
    event.preventDefault();
    setAgreementOpen(true);
  };
  const accept = () => {
    setCookie(AGREEMENT_COOKIE, 'true', ONE_YEAR_SECONDS);
    setAgreementOpen(false);
    navigate(to(CLIENT_LIST));
  };

  return (
    <Box component="nav" aria-label={headerTexts.menuLabel} sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, mx: 'auto', px: 1, maxWidth: 1200, display: 'flex', flexWrap: 'wrap', minHeight: 48 }}>
        {items.map((item) => (
          <li key={item.path}>
            <Link
              component={NavLink}
              to={to(item.path)}
              underline="none"
              sx={itemSx}
              onClick={item.path === CLIENT_LIST ? onClientList : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </Box>
      <ClientListAgreementDialog open={agreementOpen} onAccept={accept} onDecline={() => setAgreementOpen(false)} />
    </Box>
  );
}

export default MainMenu;
