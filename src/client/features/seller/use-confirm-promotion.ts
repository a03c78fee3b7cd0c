import { promotionMessages } from '../../../shared/messages/promotion';
import { featuredUntilDay } from '../../../shared/promotion-quote';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';

/** Tells the server a promotion was paid; it checks the payment itself before featuring anything. */
export function useConfirmPromotion(onDone: () => void) {
  const utils = trpc.useUtils();
  return trpc.promotion.confirm.useMutation({
    onSuccess: (listing) => {
      toaster.create({
        title: promotionMessages.success,
        description: promotionMessages.successText(featuredUntilDay(listing.promotedUntil ?? new Date())),
        type: 'success',
      });
      void utils.crabber.invalidate();
      void utils.catalog.invalidate();
      onDone();
    },
    onError: () => {
      toaster.create({ title: 'Error', description: promotionMessages.processFailed, type: 'error' });
      onDone();
    },
  });
}
