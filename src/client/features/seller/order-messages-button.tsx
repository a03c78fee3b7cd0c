import { Button } from '@chakra-ui/react';
import { MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { OrderThread } from '../../components/orders/order-thread';
import { DialogFrame } from '../../components/ui/dialog-frame';

/** A seller's order row: the order's messages with its buyer, in a dialog. */
export function OrderMessagesButton({ orderId, buyerName }: { orderId: string; buyerName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DialogFrame
      title={`Messages with ${buyerName}`}
      open={open}
      onOpenChange={setOpen}
      closeButton
      size="md"
      trigger={
        <Button size="sm" variant="outline" aria-label={`Messages with ${buyerName}`}>
          <MessageSquare aria-hidden /> Messages
        </Button>
      }
    >
      {/* Mounted only while open, so closed rows do not poll. */}
      {open && <OrderThread orderId={orderId} otherSide="buyer" />}
    </DialogFrame>
  );
}
