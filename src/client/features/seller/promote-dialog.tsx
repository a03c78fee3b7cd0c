import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { promotionMessages } from '../../../shared/messages/promotion';
import { PROMOTION_DAYS } from '../../../shared/money';
import { PROMOTION_PRICE_LABEL } from '../../../shared/promotion.schema';
import { CardPaymentForm } from '../../components/payments/card-payment-form';
import type { CardPaymentResult } from '../../components/payments/card-payment-result';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { useConfirmPromotion } from './use-confirm-promotion';

interface PromoteDialogProps {
  listing: CatchDto | null;
  onClose: () => void;
}

/** Promote Your Listing: a $5.00 card payment, then the server features the listing for 7 days. */
export function PromoteDialog({ listing, onClose }: PromoteDialogProps) {
  const [busy, setBusy] = useState(false);
  const start = trpc.promotion.start.useMutation({
    onError: () => {
      toaster.create({ title: 'Error', description: promotionMessages.initFailed, type: 'error' });
      onClose();
    },
  });
  const confirm = useConfirmPromotion(onClose);
  const listingId = listing?.id;

  // Each opening is its own payment intent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: start.mutate and reset are stable enough; re-running on them would pay twice
  useEffect(() => {
    if (listingId) start.mutate({ id: listingId });
    else start.reset();
  }, [listingId]);

  const onResult = (result: CardPaymentResult) => {
    if (!listing) return;
    if (result.status === 'succeeded')
      confirm.mutate({ id: listing.id, paymentIntentId: result.paymentIntentId });
    else if (result.status === 'failed' || result.status === 'authentication_failed') {
      toaster.create({ title: 'Payment Failed', description: result.message, type: 'error' });
    } else if (result.status === 'processing') {
      toaster.create({
        title: 'Processing Payment',
        description: 'Your listing will be featured as soon as the payment completes.',
        type: 'info',
      });
      onClose();
    } else toaster.create({ title: 'Error', description: promotionMessages.processFailed, type: 'error' });
  };

  const close = () => {
    if (!busy && !confirm.isPending) onClose();
  };
  const intent = start.data;

  return (
    <>
      <Dialog.Root
        open={Boolean(listing) && start.isPending}
        placement="center"
        closeOnInteractOutside={false}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content maxW="sm">
              <Dialog.Body py="8">
                <HStack gap="3" justify="center">
                  <Spinner color="bay.solid" />
                  <Text>{promotionMessages.settingUp}</Text>
                </HStack>
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <Dialog.Root
        open={Boolean(listing && intent)}
        onOpenChange={(details) => !details.open && close()}
        placement="center"
        size="md"
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>Promote Your Listing</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text mb="5" color="fg.muted">
                  Feature <strong>{listing?.title}</strong> in Featured Listings with a Featured badge for{' '}
                  {PROMOTION_DAYS} days, for {PROMOTION_PRICE_LABEL}. Promoting a featured listing adds
                  another {PROMOTION_DAYS} days.
                </Text>
                {intent && listing && (
                  <CardPaymentForm
                    clientSecret={intent.clientSecret}
                    amountLabel={PROMOTION_PRICE_LABEL}
                    submitLabel={`Promote for ${PROMOTION_PRICE_LABEL}`}
                    processingLabel="Processing..."
                    returnPath={`/dashboard?promote=${encodeURIComponent(listing.id)}`}
                    onBusyChange={setBusy}
                    onResult={onResult}
                    secondaryAction={
                      <Button variant="outline" onClick={close} disabled={busy || confirm.isPending}>
                        Cancel
                      </Button>
                    }
                  />
                )}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy || confirm.isPending} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
