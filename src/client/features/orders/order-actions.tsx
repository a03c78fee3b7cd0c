import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Ellipsis } from 'lucide-react';
import { useState } from 'react';
import { orderMessages } from '../../../shared/messages/order';
import type { OrderDto } from '../../../shared/order.schema';
import {
  canTransition,
  isOpenOrder,
  isUnpaidCardOrder,
  type OrderStatus,
  orderStatusLabels,
  sellerActions,
  shortOrderId,
} from '../../../shared/order-status';
import { isShortLine } from '../../../shared/short-lines';
import { redirectIfSignedOut } from '../../components/signed-out-redirect';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Changes an order's status and refreshes every view of it, with its toasts (docs/product/orders-and-pickup.md). */
export function useUpdateOrderStatus(onUpdated?: (order: OrderDto) => void) {
  const utils = trpc.useUtils();
  return trpc.orders.updateStatus.useMutation({
    onSuccess: (order) => {
      utils.orders.get.setData({ id: order.id }, order);
      void utils.orders.mine.invalidate();
      void utils.orders.sellerOrders.invalidate();
      toaster.create({
        title: orderMessages.updatedTitle,
        description: `Order #${shortOrderId(order.id)} is now ${orderStatusLabels[order.status].toLowerCase()}.`,
        type: 'success',
      });
      onUpdated?.(order);
    },
    onError: (error) => {
      if (redirectIfSignedOut(error)) return;
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  });
}

function CancelOrderButton({
  pending,
  onConfirm,
  rest = false,
  inMenu = false,
}: {
  pending: boolean;
  onConfirm: () => void;
  /** After a short line: the buyer cancels what is left of the order. */
  rest?: boolean;
  /** At the dock, kept a menu away from Complete Pickup so a slipped thumb cannot reach it. */
  inMenu?: boolean;
}) {
  const label = rest ? 'Cancel the rest of the order' : 'Cancel Order';
  const [open, setOpen] = useState(false);
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      role="alertdialog"
      {...(inMenu
        ? {}
        : {
            trigger: (
              <Button variant="outline" colorPalette="red" disabled={pending}>
                {label}
              </Button>
            ),
          })}
      title={rest ? 'Cancel the rest of this order?' : 'Cancel this order?'}
      cancelLabel="Keep Order"
      confirmLabel={label}
      tone="danger"
      pending={pending}
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    >
      <Text>
        The catch goes back on sale. A card hold is released, nothing charged; a card already charged is
        refunded in full.
      </Text>
    </ConfirmDialog>
  );
  if (!inMenu) return dialog;
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-end' }}>
        <Menu.Trigger asChild>
          <Button variant="outline" disabled={pending}>
            <Ellipsis aria-hidden /> More actions
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="52">
              <Menu.Item value="cancel" color="fg.error" minH="12" onSelect={() => setOpen(true)}>
                {label}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {dialog}
    </>
  );
}

/**
 * What the viewer may do with the order: the seller's status buttons of docs/product/orders-and-pickup.md (and
 * cancelling before completion), the buyer's cancel while still confirmed.
 */
export function OrderActions({
  order,
  onUpdated,
  cancelInMenu = false,
}: {
  order: OrderDto;
  onUpdated?: (order: OrderDto) => void;
  /** Cancel under "More actions" (the pickup check), not a button beside the others. */
  cancelInMenu?: boolean;
}) {
  const update = useUpdateOrderStatus(onUpdated);
  const move = (status: OrderStatus) => update.mutate({ id: order.id, data: { status } });
  const role = order.viewerRole;
  const awaitingPayment = isUnpaidCardOrder(order);
  const forward = role === 'seller' && !awaitingPayment ? sellerActions[order.status] : [];
  // After a short line the buyer may cancel the rest while the order is open.
  const cancelsRest = role === 'buyer' && isOpenOrder(order.status) && order.items.some(isShortLine);
  const canCancel = cancelsRest || canTransition(order.status, 'cancelled', role);
  if (forward.length === 0 && !canCancel) return null;
  return (
    <HStack gap="3" flexWrap="wrap" data-testid="order-actions">
      {forward.map((action) => (
        <Button
          key={action.status}
          colorPalette={action.status === 'completed' ? 'green' : 'bay'}
          variant={action.status === 'preparing' ? 'outline' : 'solid'}
          disabled={update.isPending}
          onClick={() => move(action.status)}
        >
          {action.label}
        </Button>
      ))}
      {canCancel && (
        <CancelOrderButton
          pending={update.isPending}
          onConfirm={() => move('cancelled')}
          rest={cancelsRest}
          inMenu={cancelInMenu}
        />
      )}
    </HStack>
  );
}
