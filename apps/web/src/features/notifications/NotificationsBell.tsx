import { useCallback, useRef, useState } from 'react';
import { headerTexts, type UserNotification } from '@wcpp/contract';
import { Badge, Icon } from '../../components/ui/icons';
import { PopupMenu, PopupMenuItem } from '../../components/ui/PopupMenu';
import { useEffectiveUser } from '../../lib/user';
import { useMarkViewed, useUserNotifications } from './api';

/**
 * The header bell: count of unviewed notifications and a menu of them (part 1 §1, §4). Plain HTML: the
 * shell stays small (docs/decisions/045).
 */
export function NotificationsBell() {
  const { data: user, isMirroring } = useEffectiveUser();
  const { data: notifications = [] } = useUserNotifications(user?.id);
  const markViewed = useMarkViewed(user?.id);
  const button = useRef<HTMLButtonElement>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unviewed = notifications.filter((n) => n.notification_user_dwnld !== 'Y').length;
  const close = useCallback((returnFocus: boolean) => {
    setAnchor(null);
    if (returnFocus) button.current?.focus();
  }, []);

  const choose = (notification: UserNotification) => {
    close(true);
    if (notification.notification_link) window.open(notification.notification_link, '_blank', 'noopener');
    // Mirroring is read-only (docs/decisions/004): the administrator's look does not mark it viewed.
    if (notification.notification_user_dwnld !== 'Y' && !isMirroring) markViewed.mutate(notification.wcp_notification_id);
  };

  return (
    // Inside the header, so the open menu stays within a landmark.
    <div className="wc-popup">
      <button
        ref={button}
        type="button"
        className="wc-icon-button"
        aria-label={headerTexts.notificationsButton(unviewed)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'notifications-menu' : undefined}
        onClick={(event) => (anchor ? close(false) : setAnchor(event.currentTarget))}
      >
        <Badge count={unviewed}>
          <Icon name="notifications" />
        </Badge>
      </button>
      {anchor && (
        <PopupMenu id="notifications-menu" label={headerTexts.notifications} anchor={anchor} onClose={close}>
          {notifications.length === 0 && <PopupMenuItem disabled>{headerTexts.noNotifications}</PopupMenuItem>}
          {notifications.map((n) => {
            const isNew = n.notification_user_dwnld !== 'Y';
            return (
              <PopupMenuItem key={n.wcp_notification_id} onSelect={() => choose(n)}>
                <div className={isNew ? 'wc-menu-primary wc-strong' : 'wc-menu-primary'}>{n.name}</div>
                {isNew && <div className="wc-menu-secondary">{headerTexts.newNotification}</div>}
              </PopupMenuItem>
            );
          })}
        </PopupMenu>
      )}
    </div>
  );
}
