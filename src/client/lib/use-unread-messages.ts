import type { UnreadMessagesDto } from '../../shared/order-message.schema';
import { trpc } from './trpc';

/** New messages show in the navigation within this long, while the tab is visible. */
const POLL_MS = 30_000;
const NONE: UnreadMessagesDto = { count: 0, asBuyer: 0, asSeller: 0 };

/** Messages waiting for the signed-in person, for the navigation's counts. */
export function useUnreadMessages(signedIn: boolean): UnreadMessagesDto {
  const query = trpc.orderMessages.unreadCount.useQuery(undefined, {
    enabled: signedIn,
    refetchInterval: POLL_MS,
    refetchIntervalInBackground: false,
  });
  return signedIn ? (query.data ?? NONE) : NONE;
}
