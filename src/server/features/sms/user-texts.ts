/**
 * The one way a feature texts a person (docs/product/text-messages.md): only to a number they
 * confirmed, only the kinds they chose, and never to a number that said STOP (the outbox marks
 * those `suppressed`). Queued, so the caller never waits for the provider.
 */
import { smsPrefsOf, type UserText } from '../../../shared/sms-kinds';
import type { PhoneCodesRepo } from './phone-codes.repo';
import type { SmsOutbox } from './sms-outbox';

export function createUserTexts({
  users,
  outbox,
  now = () => new Date(),
}: {
  users: Pick<PhoneCodesRepo, 'findUser'>;
  outbox: SmsOutbox;
  now?: () => Date;
}) {
  return {
    async textUser(userId: string, text: UserText): Promise<void> {
      const user = await users.findUser(userId);
      if (!user?.phone || !user.phoneVerifiedAt) return;
      if (!smsPrefsOf(user.smsPrefs)[text.kind]) return;
      const sms = { to: user.phone, body: text.body, kind: text.kind, userId, pickupDay: text.pickupDay };
      if (!text.groupMinutes) {
        await outbox.enqueue(sms);
        return;
      }
      // A text still waiting takes the newest words; otherwise this one waits out the group's minutes.
      if (await outbox.rewordWaiting(userId, text.kind, text.body)) return;
      const last = await outbox.lastCreatedAt(userId, text.kind);
      const groupEnd = last && new Date(last.getTime() + text.groupMinutes * 60_000);
      await outbox.enqueue({ ...sms, notBefore: groupEnd && groupEnd > now() ? groupEnd : undefined });
    },
  };
}
