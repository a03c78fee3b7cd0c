import { deferred } from '../../components/deferred';
import { NotificationBellButton, useNotificationList } from './notification-bell-button';

function BellLookAlike({ onOpenRequest }: { onOpenRequest: () => void }) {
  const list = useNotificationList();
  return <NotificationBellButton unread={list.data?.unreadCount ?? 0} onClick={onOpenRequest} />;
}

export const NotificationBell = deferred<object>(() => import('./notification-panel'), BellLookAlike);
