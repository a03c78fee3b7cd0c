import { useEffect, useRef } from 'react';
import { toaster } from '../../components/ui/toaster';
import { useConfirmPromotion } from './use-confirm-promotion';

/**
 * When Stripe had to send the browser to the bank for authentication, it comes back to
 * /dashboard?promote={listing}&payment_intent=...&redirect_status=...; finish the promotion here.
 */
export function usePromotionReturn() {
  const handled = useRef(false);
  const confirm = useConfirmPromotion(() => undefined);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per page load; the ref guards StrictMode's second run
  useEffect(() => {
    if (handled.current) return;
    const params = new URLSearchParams(window.location.search);
    const listingId = params.get('promote');
    const paymentIntentId = params.get('payment_intent');
    if (!listingId || !paymentIntentId) return;
    handled.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (params.get('redirect_status') === 'succeeded') confirm.mutate({ id: listingId, paymentIntentId });
    else
      toaster.create({
        title: 'Payment Failed',
        description: 'The payment was not authorised.',
        type: 'error',
      });
  }, []);
}
