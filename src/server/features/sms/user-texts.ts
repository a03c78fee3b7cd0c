/**
 * The one way a feature texts a person (docs/product/text-messages.md): only to a number they
 * confirmed, only the kinds they chose, and never to a number that said STOP (the outbox marks
 * those `suppressed`). Queued, so the caller never waits for the provider.
 */
import { defaultSmsPrefs, type UserText } from '../../../shared/sms-kinds';
import type { PhoneCodesRepo } from './phone-codes.repo';
import type { SmsOutbox } from './sms-outbox';

export function createUserTexts({
  users,
  outbox,
}: {
  users: Pick<PhoneCodesRepo, 'findUser'>;
  outbox: SmsOutbox;
}) {
  return {
    async textUser(userId: string, text: UserText): Promise<void> {
      const user = await users.findUser(userId);
      if (!user?.phone || !user.phoneVerifiedAt) return;
      if (!{ ...defaultSmsPrefs, ...user.smsPrefs }[text.kind]) return;
      await outbox.enqueue({
        to: user.phone,
        body: text.body,
        kind: text.kind,
        userId,
        pickupDay: text.pickupDay,
      });
    },
  };
}
