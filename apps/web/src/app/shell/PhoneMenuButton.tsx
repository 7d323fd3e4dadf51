import { headerTexts } from '@wcpp/contract';
import { Icon } from '../../components/ui/icons';
import { MAIN_MENU_ID, menuLinks, type PhoneMenu } from './usePhoneMenu';

/**
 * The header's Menu button below 1,240 px (base.css hides it where the widest menu bar fits): a disclosure of the navigation
 * (WAI-ARIA APG "Disclosure Navigation Menu"). Enter or Space opens and closes it; Down Arrow goes to
 * the first item of the open menu, Escape closes it.
 */
export function PhoneMenuButton({ menu }: { menu: PhoneMenu }) {
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!menu.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      menu.close(true);
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      menuLinks()[0]?.focus();
    }
  };
  return (
    <button
      ref={menu.button}
      type="button"
      className="wc-icon-button wc-menu-toggle"
      aria-label={headerTexts.menuButton}
      aria-expanded={menu.open}
      aria-controls={MAIN_MENU_ID}
      onClick={menu.toggle}
      onKeyDown={onKeyDown}
    >
      <Icon name={menu.open ? 'close' : 'menu'} />
    </button>
  );
}
