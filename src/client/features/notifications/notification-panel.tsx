import { Box, Button, HStack, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import type { NotificationDto } from '../../../shared/notification.schema';
import type { MaybeOpen } from '../../components/deferred';
import { trpc } from '../../lib/trpc';
import { NotificationBellButton, useNotificationList } from './notification-bell-button';

function timeAgo(iso: string): string {
  const minutes = Math.round((Date.now() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return onDockClock(iso, { month: 'short', day: 'numeric' });
}

/** Where a notification leads: its order, a new catch, or the seller dashboard for application decisions. */
function targetOf(
  item: NotificationDto,
):
  | { to: '/orders/$id'; params: { id: string } }
  | { to: '/catch/$id'; params: { id: string } }
  | { to: '/dashboard' }
  | { to: '/admin' }
  | { to: '/standing-orders' }
  | null {
  const orderId = item.data.orderId;
  if (typeof orderId === 'string') return { to: '/orders/$id', params: { id: orderId } };
  const catchId = item.data.catchId;
  if (typeof catchId === 'string') return { to: '/catch/$id', params: { id: catchId } };
  // A seller's evening count of tomorrow's pickups opens the dashboard's day.
  if (item.type.startsWith('application_') || item.type === 'pickup_reminder') return { to: '/dashboard' };
  if (item.type === 'standing_not_filled') return { to: '/standing-orders' };
  // An admin's dispute news: the order is theirs to open from the admin screen's Disputes tab.
  if (item.type === 'order_disputed') return { to: '/admin' };
  return null;
}

/** The bell's list of notifications; arrives after the first paint (see components/deferred). */
export default function NotificationPanel({ defaultOpen = false }: MaybeOpen) {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const list = useNotificationList();
  const refresh = { onSuccess: () => utils.notifications.list.invalidate() };
  const markRead = trpc.notifications.markRead.useMutation(refresh);
  const markAllRead = trpc.notifications.markAllRead.useMutation(refresh);
  const unread = list.data?.unreadCount ?? 0;
  const items = list.data?.items ?? [];

  return (
    <Popover.Root
      positioning={{ placement: 'bottom-end' }}
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
    >
      <Popover.Trigger asChild>
        <NotificationBellButton unread={unread} />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w={{ base: '92vw', sm: '96' }}>
            <Popover.Header>
              <HStack justify="space-between">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                {unread > 0 && (
                  <Button size="xs" variant="ghost" onClick={() => markAllRead.mutate()}>
                    Mark all read
                  </Button>
                )}
              </HStack>
            </Popover.Header>
            <Popover.Body maxH="96" overflowY="auto" p="2">
              {items.length === 0 ? (
                <Text color="fg.muted" textAlign="center" py="6">
                  You have no notifications yet.
                </Text>
              ) : (
                <Stack gap="1">
                  {items.map((item) => (
                    <Box
                      key={item.id}
                      as="button"
                      textAlign="left"
                      p="3"
                      borderRadius="md"
                      bg={item.isRead ? 'transparent' : 'bay.subtle'}
                      _hover={{ bg: 'bg.muted' }}
                      onClick={() => {
                        if (!item.isRead) markRead.mutate({ id: item.id });
                        const target = targetOf(item);
                        if (target) {
                          setOpen(false);
                          void navigate(target);
                        }
                      }}
                    >
                      <HStack justify="space-between" align="start" gap="2">
                        <Text fontWeight={item.isRead ? 'medium' : 'bold'} fontSize="sm">
                          {item.title}
                        </Text>
                        {/* A minute may pass between the server's drawing and the browser's. */}
                        <Text fontSize="xs" color="fg.muted" flexShrink={0} suppressHydrationWarning>
                          {timeAgo(item.createdAt)}
                        </Text>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {item.message}
                      </Text>
                    </Box>
                  ))}
                </Stack>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
