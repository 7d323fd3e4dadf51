import { Outlet } from 'react-router';
import { MuiTheme } from '../../components/MuiTheme';

/**
 * The layout route of every screen but the sign-in page: loaded lazily, it brings MUI and the theme
 * with it (docs/decisions/035). A new screen that uses MUI goes under it in router.tsx.
 */
export default function MuiOutlet() {
  return (
    <MuiTheme>
      <Outlet />
    </MuiTheme>
  );
}
