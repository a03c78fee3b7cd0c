/**
 * A card standing order's card, saved once with the payments provider (docs/product/standing-orders.md):
 * until it is, the row says the standing order cannot be filled and offers the card form.
 */
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { standingMessages } from '../../../shared/messages/standing';
import type { StandingOrderDto } from '../../../shared/standing-order.schema';
import { CardPaymentForm } from '../../components/payments/card-payment-form';
import type { CardPaymentResult } from '../../components/payments/card-payment-result';
import { FormAlert } from '../../components/ui/form-alert';
import { toaster } from '../../components/ui/toaster';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

export function StandingCard({ order }: { order: StandingOrderDto }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const setUp = trpc.standingOrders.setUpCard.useMutation();
  const sync = trpc.standingOrders.syncCard.useMutation({
    onSuccess: (saved) => {
      void utils.standingOrders.list.invalidate();
      if (saved.cardSaved) toaster.create({ description: standingMessages.cardSaved, type: 'success' });
    },
  });
  if (order.paymentMethod !== 'card') return null;
  if (order.cardSaved) {
    return <Text color="green.fg">{standingMessages.cardSaved}</Text>;
  }

  const onResult = (result: CardPaymentResult) => {
    // A refused card is said by the form itself, beside the card; the provider decides the rest.
    if (result.status === 'succeeded' || result.status === 'processing') sync.mutate({ id: order.id });
  };

  return (
    <Stack gap="3">
      <Alert.Root status="warning" borderRadius="lg">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{standingMessages.cardWaiting}</Alert.Title>
          <Alert.Description>{standingMessages.cardSaveHint}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {setUp.error && <FormAlert>{messageOf(setUp.error)}</FormAlert>}
      {open && setUp.data ? (
        <CardPaymentForm
          clientSecret={setUp.data.clientSecret}
          amountLabel="$0.00"
          submitLabel="Save Card"
          processingLabel="Saving..."
          returnPath="/standing-orders"
          onResult={onResult}
          secondaryAction={
            <Button variant="ghost" minH="12" onClick={() => setOpen(false)}>
              Not now
            </Button>
          }
        />
      ) : (
        <Button
          alignSelf="start"
          minH="12"
          colorPalette="crab"
          loading={setUp.isPending}
          onClick={() => {
            setOpen(true);
            if (!setUp.data) setUp.mutate({ id: order.id });
          }}
        >
          {standingMessages.cardSaveTitle}
        </Button>
      )}
    </Stack>
  );
}
