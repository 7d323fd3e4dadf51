import { useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { headerTexts, type UserNotification } from '@wcpp/contract';
import { useEffectiveUser } from '../../lib/user';
import { useMarkViewed, useUserNotifications } from './api';

/** The header bell: count of unviewed notifications and a menu of them (part 1 §1, §4). */
export function NotificationsBell() {
  const { data: user, isMirroring } = useEffectiveUser();
  const { data: notifications = [] } = useUserNotifications(user?.id);
  const markViewed = useMarkViewed(user?.id);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unviewed = notifications.filter((n) => n.notification_user_dwnld !== 'Y').length;

  const open = (notification: UserNotification) => {
    setAnchor(null);
    if (notification.notification_link) window.open(notification.notification_link, '_blank', 'noopener');
    // Mirroring is read-only (docs/decisions/004): the administrator's look does not mark it viewed.
    if (notification.notification_user_dwnld !== 'Y' && !isMirroring) markViewed.mutate(notification.wcp_notification_id);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={headerTexts.notificationsButton(unviewed)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'notifications-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={unviewed} color="error" overlap="circular">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        id="notifications-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        // Rendered inside the header so the open menu stays within a landmark.
        disablePortal
        slotProps={{ list: { 'aria-label': headerTexts.notifications }, paper: { sx: { maxWidth: 380 } } }}
      >
        {notifications.length === 0 && <MenuItem disabled>{headerTexts.noNotifications}</MenuItem>}
        {notifications.map((n) => {
          const isNew = n.notification_user_dwnld !== 'Y';
          return (
            <MenuItem key={n.wcp_notification_id} onClick={() => open(n)} sx={{ whiteSpace: 'normal' }}>
              <ListItemText
                primary={n.name}
                secondary={isNew ? headerTexts.newNotification : undefined}
                slotProps={{ primary: { sx: { fontWeight: isNew ? 700 : 400 } }, secondary: { sx: { color: 'error.main', fontWeight: 600 } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
