/**
 * The test-mode provider's saved cards, as Stripe's setup intents with `usage: off_session`: the card
 * form saves a card (its test number decides whether later charges go through), and an off-session
 * authorisation makes a manual-capture intent from it. Kept in the `setup_intents` table.
 */
import { eq } from 'drizzle-orm';
import { paymentMessages } from '../../../shared/messages/payment';
import { CARD_DECLINED_MESSAGE, type TestCardFields, testCardOutcome } from '../../../shared/test-mode-cards';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { first } from '../../db/query';
import { setupIntents } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type {
  CreateIntentInput,
  CreateSetupInput,
  PaymentIntentInfo,
  SetupIntentInfo,
} from './payment-provider';
import type { createTestModeRepo } from './test-mode.repo';
import { cardAccepted, toInfo } from './test-mode-holds';
import { createIntentOnce } from './test-mode-intents';

type SetupRow = typeof setupIntents.$inferSelect;
/** A saved card whose charges are all declined (the "attaches, then fails" test card). */
const DECLINING_CARD = 'pm_test_declines_';

function setupInfo(row: SetupRow): SetupIntentInfo {
  return {
    id: row.id,
    clientSecret: row.clientSecret,
    status: row.status,
    paymentMethodId: row.paymentMethodId,
    metadata: row.metadata,
    lastError: row.lastError,
  };
}

export function createTestModeSetups(
  db: Db,
  repo: ReturnType<typeof createTestModeRepo>,
  randomToken: (bytes: number) => string,
  now: () => Date,
) {
  const byKey = async (key: string) =>
    first(await db.select().from(setupIntents).where(eq(setupIntents.idempotencyKey, key)));
  const byId = async (id: string) =>
    first(await db.select().from(setupIntents).where(eq(setupIntents.id, id)));

  return {
    async createSetupIntent(input: CreateSetupInput): Promise<SetupIntentInfo> {
      const existing = await byKey(input.idempotencyKey);
      if (existing) return setupInfo(existing);
      const id = `seti_test_${randomToken(15)}`;
      try {
        const row = first(
          await db
            .insert(setupIntents)
            .values({
              id,
              clientSecret: `${id}_secret_${randomToken(15)}`,
              referenceId: input.referenceId,
              metadata: {
                purpose: input.purpose,
                referenceId: input.referenceId,
                description: input.description,
              },
              idempotencyKey: input.idempotencyKey,
            })
            .returning(),
        )!;
        return setupInfo(row);
      } catch (error) {
        const winner = isUniqueViolation(error) ? await byKey(input.idempotencyKey) : undefined;
        if (!winner) throw error;
        return setupInfo(winner);
      }
    },

    async retrieveSetupIntent(setupIntentId: string): Promise<SetupIntentInfo | null> {
      const row = await byId(setupIntentId);
      return row ? setupInfo(row) : null;
    },

    /** The card form's submit on a setup intent; a saved card stays saved when submitted again. */
    async confirmSetup(clientSecret: string, card: TestCardFields): Promise<SetupIntentInfo> {
      const row = first(
        await db.select().from(setupIntents).where(eq(setupIntents.clientSecret, clientSecret)),
      );
      if (!row) throw new AppError('NOT_FOUND', paymentMessages.paymentNotFound);
      if (row.status === 'succeeded') return setupInfo(row);
      if (row.status === 'canceled') throw new AppError('CONFLICT', paymentMessages.paymentCanceled);
      const outcome = testCardOutcome(card.cardNumber);
      // A card that needs authentication is authenticated while the buyer is there, at saving.
      const saves = outcome.kind !== 'declined' || outcome.attaches === true;
      const changes = saves
        ? {
            status: 'succeeded' as const,
            lastError: null,
            paymentMethodId: `${outcome.kind === 'declined' ? DECLINING_CARD : 'pm_test_'}${randomToken(12)}`,
          }
        : { lastError: outcome.message };
      return setupInfo(
        first(await db.update(setupIntents).set(changes).where(eq(setupIntents.id, row.id)).returning())!,
      );
    },

    async authorizeSaved(input: CreateIntentInput & { setupIntentId: string }): Promise<PaymentIntentInfo> {
      const setup = await byId(input.setupIntentId);
      if (setup?.status !== 'succeeded' || !setup.paymentMethodId) {
        throw new AppError('CONFLICT', 'This SetupIntent has no saved payment method to charge.');
      }
      const { row, fresh } = await createIntentOnce(repo, randomToken, input, {
        captureMethod: 'manual',
        paymentMethodId: setup.paymentMethodId,
      });
      // Asked again: the first answer stands.
      if (!fresh) return toInfo(row, now());
      const declined = setup.paymentMethodId.startsWith(DECLINING_CARD);
      const moved = await repo.moveIntent(
        row,
        declined
          ? { lastError: CARD_DECLINED_MESSAGE }
          : cardAccepted(row, now(), `ch_test_${randomToken(12)}`),
      );
      return toInfo(moved ?? row, now());
    },
  };
}
