import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { decimalToCents } from '../../../shared/money';
import type { OrderDto, OrderItemDto } from '../../../shared/order.schema';
import { handedOverQty } from '../../../shared/short-lines';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormField } from '../ui/form-field';
import { ReasonField, reasonError } from './reason-field';
import { useRefund } from './use-refund';

type Mode = 'amount' | 'lines';

const settled = (order: Pick<OrderDto, 'paymentStatus'>) =>
  order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';

/** Money was paid that may be given back: a card payment, or cash handed over at pickup. */
export function hasRefundablePayment(
  order: Pick<OrderDto, 'paymentStatus' | 'paymentMethod' | 'status'>,
): boolean {
  return settled(order) && (order.paymentMethod === 'card' || order.status === 'completed');
}

/** What the dialog needs of an order: the seller's order view and the admin's detail both have it. */
type RefundableOrder = Pick<OrderDto, 'id' | 'paymentMethod'> & {
  items: readonly Pick<OrderItemDto, 'id' | 'title' | 'unitType' | 'qty' | 'finalQty'>[];
};

/**
 * The order's seller (or an admin) gives back an amount or lines, with a reason: a credit note.
 * `onRefunded` refreshes a view the order's own query does not feed (the admin's detail).
 */
export function RefundDialog({ order, onRefunded }: { order: RefundableOrder; onRefunded?: () => void }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>('amount');
  const [amount, setAmount] = useState('');
  const [lineQty, setLineQty] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const refund = useRefund(order.id, () => {
    setOpen(false);
    onRefunded?.();
  });
  const lines = order.items
    .map((item) => ({ itemId: item.id, qty: Number(lineQty[item.id] ?? '0') }))
    .filter((line) => Number.isInteger(line.qty) && line.qty > 0);
  const amountCents = decimalToCents(amount);
  const whatError =
    mode === 'amount'
      ? amountCents === null || amountCents <= 0
        ? 'Enter an amount in dollars, like 12.50'
        : undefined
      : lines.length === 0
        ? 'Enter how many of a line to refund'
        : undefined;
  const how =
    order.paymentMethod === 'card'
      ? 'It goes back to the buyer’s card at once.'
      : 'Record cash you gave back at the dock.';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTried(false);
      }}
      trigger={
        <Button size="md" minH="11" variant="outline" colorPalette="bay">
          Refund
        </Button>
      }
      title="Refund part of this order"
      cancelLabel="Cancel"
      confirmLabel="Refund"
      pending={refund.isPending}
      onConfirm={() => {
        setTried(true);
        if (whatError || reasonError(reason)) return;
        const what = mode === 'amount' ? { amount: amount.trim() } : { lines };
        refund.mutate({ id: order.id, data: { ...what, reason: reason.trim() } });
      }}
    >
      <Stack gap="4">
        <Text>{how}</Text>
        <HStack gap="2" role="group" aria-label="Refund by">
          {(['amount', 'lines'] as const).map((choice) => (
            <Button
              key={choice}
              minH="11"
              variant={mode === choice ? 'solid' : 'outline'}
              aria-pressed={mode === choice}
              onClick={() => setMode(choice)}
            >
              {choice === 'amount' ? 'An amount' : 'Lines'}
            </Button>
          ))}
        </HStack>
        {mode === 'amount' ? (
          <FormField label="Amount ($)" error={tried ? whatError : undefined} required>
            <Input size="lg" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </FormField>
        ) : (
          <Stack gap="3">
            {order.items.map((item) => (
              <FormField
                key={item.id}
                label={`${item.title} (${handedOverQty(item)} ${item.unitType} handed over)`}
                mark="none"
              >
                <Input
                  size="lg"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={handedOverQty(item)}
                  value={lineQty[item.id] ?? '0'}
                  onChange={(e) => setLineQty({ ...lineQty, [item.id]: e.target.value })}
                />
              </FormField>
            ))}
            {tried && whatError && <Text color="fg.error">{whatError}</Text>}
          </Stack>
        )}
        <ReasonField value={reason} onChange={setReason} tried={tried} />
      </Stack>
    </ConfirmDialog>
  );
}
