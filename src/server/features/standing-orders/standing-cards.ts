/**
 * A card standing order's card (docs/product/standing-orders.md, decision 032): saved once with the
 * payments provider, as a setup intent for off-session use; BayCatch keeps only the intent's id.
 * Each week it fills, the order is paid with it under the card rules of the day (decision 028).
 */
import { standingMessages } from '../../../shared/messages/standing';
import type { StandingCardSetupDto } from '../../../shared/standing-order.schema';
import type { PaymentProvider, SetupIntentInfo } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { StandingOrderRow, StandingOrdersRepo } from './standing-orders.repo';

interface StandingCardsDeps {
  repo: StandingOrdersRepo;
  payments: Pick<PaymentProvider, 'createSetupIntent' | 'retrieveSetupIntent'>;
  now?: () => Date;
}

export function createStandingCards({ repo, payments, now = () => new Date() }: StandingCardsDeps) {
  /** Records a saved card the provider reports (the card form, the payment page's check, a webhook). */
  async function recordSavedCard(setup: SetupIntentInfo): Promise<boolean> {
    if (setup.status !== 'succeeded' || setup.metadata.purpose !== 'standing') return false;
    return repo.markCardSaved(setup.id, now());
  }

  return {
    recordSavedCard,

    /** The setup intent the buyer's card form saves the card with; made once per standing order. */
    async setUp(standing: StandingOrderRow, description: string): Promise<StandingCardSetupDto> {
      if (standing.paymentMethod !== 'card') {
        throw new AppError('CONFLICT', standingMessages.paidByCash);
      }
      const existing = standing.setupIntentId
        ? await payments.retrieveSetupIntent(standing.setupIntentId)
        : null;
      const setup =
        existing ??
        (await payments.createSetupIntent({
          purpose: 'standing',
          referenceId: standing.id,
          description,
          idempotencyKey: `standing-${standing.id}-setup`,
        }));
      if (!existing) await repo.recordSetupIntent(standing.id, setup.id);
      return {
        clientSecret: setup.clientSecret,
        setupIntentId: setup.id,
        saved: setup.status === 'succeeded',
      };
    },

    /** After the card form: the setup intent as the provider holds it decides whether the card is saved. */
    async sync(standing: StandingOrderRow): Promise<void> {
      if (!standing.setupIntentId || standing.cardSavedAt) return;
      const setup = await payments.retrieveSetupIntent(standing.setupIntentId);
      if (setup) await recordSavedCard(setup);
    },
  };
}
export type StandingCards = ReturnType<typeof createStandingCards>;
