import { Button, CloseButton, Dialog, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { promotionMessages } from '../../../shared/messages/promotion';
import { formatDecimalUsd, PROMOTION_DAYS } from '../../../shared/money';
import { featuredUntilText } from '../../../shared/promotion-quote';
import { CardPaymentForm } from '../../components/payments/card-payment-form';
import type { CardPaymentResult } from '../../components/payments/card-payment-result';
import { toaster } from '../../components/ui/toaster';
import { httpStatusOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useConfirmPromotion } from './use-confirm-promotion';

interface PromoteDialogProps {
  listing: CatchDto | null;
  onClose: () => void;
}

/**
 * Promote Your Listing: the server's quote (until when the listing will be featured, for how many
 * days, at what price: src/shared/promotion-quote.ts), a card payment of that price, then the
 * server features the listing.
 */
export function PromoteDialog({ listing, onClose }: PromoteDialogProps) {
  const [busy, setBusy] = useState(false);
  const start = trpc.promotion.start.useMutation({
    onError: (error) => {
      // A refusal (sold out, expiring within the hour, ...) says why; anything else, that it failed.
      const description = httpStatusOf(error) === 409 ? messageOf(error) : promotionMessages.initFailed;
      toaster.create({ title: 'Cannot promote', description, type: 'error' });
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
  const priceLabel = intent ? formatDecimalUsd(intent.amount) : '';

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
                <Text mb="3" color="fg.muted">
                  Feature <strong>{listing?.title}</strong> in Featured Listings with a Featured badge. A
                  promotion lasts {PROMOTION_DAYS} days at most and ends when the listing expires; you pay
                  only for the days it shows.
                </Text>
                {intent && (
                  <HStack
                    mb="5"
                    p="3"
                    borderWidth="1px"
                    borderRadius="md"
                    bg="bay.subtle"
                    justify="space-between"
                    flexWrap="wrap"
                    gap="2"
                    data-testid="promotion-quote"
                  >
                    <Text fontWeight="semibold">
                      {featuredUntilText(intent.featuredUntil, intent.visibleDays)}
                    </Text>
                    <Text fontWeight="bold" color="bay.fg">
                      {priceLabel}
                    </Text>
                  </HStack>
                )}
                {intent && listing && (
                  <CardPaymentForm
                    clientSecret={intent.clientSecret}
                    amountLabel={priceLabel}
                    submitLabel={`Promote for ${priceLabel}`}
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
