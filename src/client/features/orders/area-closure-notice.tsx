import { Alert, Stack } from '@chakra-ui/react';
import { isOpenOrder, type OrderStatus } from '../../../shared/order-status';
import { trpc } from '../../lib/trpc';

/**
 * An open order with shellfish from a harvest area the state has closed now: its buyer and seller
 * read why (docs/product/traceability.md, Harvest areas and closures). Nothing otherwise.
 */
export function AreaClosureNotice({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const open = isOpenOrder(status);
  const notices = trpc.harvestAreas.orderNotices.useQuery({ orderId }, { enabled: open, staleTime: 60_000 });
  if (!open || !notices.data || notices.data.length === 0) return null;
  return (
    <Stack gap="2" data-testid="area-closure-notice">
      {notices.data.map((item) => (
        <Alert.Root key={item.areaCode} status="warning" borderRadius="lg">
          <Alert.Indicator />
          <Alert.Description>{item.notice}</Alert.Description>
        </Alert.Root>
      ))}
    </Stack>
  );
}
