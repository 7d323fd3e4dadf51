import { adminMenu, guards, isAdminType, providerMenu, type EffectiveUser, type MenuItem } from '@wcpp/contract';

/**
 * Part 1 §2 Menus, as read in docs/decisions/003: the admin menu for a signed-in ISAD/IRAD who is
 * not mirroring, otherwise the provider menu; each item shows exactly when its guard admits the
 * effective user (the mirrored user while mirroring).
 */
export function menuItems(signedIn: EffectiveUser | undefined, effective: EffectiveUser | undefined, mirroring: boolean): MenuItem[] {
  if (!signedIn || !effective) return [];
  const menu = isAdminType(signedIn.typeCd) && !mirroring ? adminMenu : providerMenu;
  return menu.filter((item) => guards[item.guard](effective));
}
