import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Bell } from 'lucide-react';
import { CountBadge } from '../../components/ui/count-badge';
import { trpc } from '../../lib/trpc';

/** How often the bell looks for news while the tab is visible (never in a background tab). */
const POLL_MS = 60_000;

export function useNotificationList() {
  return trpc.notifications.list.useQuery(undefined, { refetchInterval: POLL_MS });
}

export function NotificationBellButton({
  unread,
  ...props
}: Omit<IconButtonProps, 'aria-label'> & { unread: number }) {
  return (
    <IconButton
      variant="ghost"
      position="relative"
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      {...props}
    >
      <Bell />
      <CountBadge count={unread} testId="notification-badge" />
    </IconButton>
  );
}
