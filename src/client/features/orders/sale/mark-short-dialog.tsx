import { Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { OrderItemDto } from '../../../../shared/order.schema';
import { handedOverQty } from '../../../../shared/short-lines';
import { ReasonField, reasonError } from '../../../components/orders/reason-field';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { useMarkShort } from './use-sale-mutations';

/** "Mark short" on one line: how many are handed over, and why; the buyer is told at once. */
export function MarkShortDialog({ orderId, item }: { orderId: string; item: OrderItemDto }) {
  const [open, setOpen] = useState(false);
  const now = handedOverQty(item);
  const [qty, setQty] = useState(String(Math.max(0, now - 1)));
  const [reason, setReason] = useState('');
  const mark = useMarkShort(() => setOpen(false));
  const value = Number(qty);
  const qtyError =
    qty.trim() === '' || !Number.isInteger(value) || value < 0
      ? 'Enter a whole number, 0 or more'
      : value > now
        ? `At most ${now}`
        : undefined;
  const [tried, setTried] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setTried(false);
      }}
      trigger={
        <Button size="md" minH="11" variant="outline" colorPalette="orange">
          Mark short
        </Button>
      }
      title={`Mark short: ${item.title}`}
      cancelLabel="Keep as is"
      confirmLabel="Mark short"
      pending={mark.isPending}
      onConfirm={() => {
        setTried(true);
        if (qtyError || reasonError(reason)) return;
        mark.mutate({
          id: orderId,
          data: { lines: [{ itemId: item.id, qty: value }], reason: reason.trim() },
        });
      }}
    >
      <Stack gap="4">
        <Text>
          Ordered: {item.qty} {item.unitType}
          {item.finalQty !== null ? ` (now ${item.finalQty})` : ''}. Stock and the total follow; a card
          payment gets the difference back at once.
        </Text>
        <FormField
          label={`How many ${item.unitType} can you hand over?`}
          error={tried ? qtyError : undefined}
          required
        >
          <Input
            size="lg"
            type="number"
            inputMode="numeric"
            min={0}
            max={now}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
          />
        </FormField>
        <ReasonField
          value={reason}
          onChange={setReason}
          tried={tried}
          placeholder="For example: the boat came back light this morning."
        />
      </Stack>
    </ConfirmDialog>
  );
}
