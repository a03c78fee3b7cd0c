/**
 * A buyer's mobile number for texts (docs/product/text-messages.md): a 6-digit code texted to it
 * (only its hash kept; 10 minutes, 5 tries, a few codes per quarter hour), confirmed by typing it
 * back; then the choices of what to receive, and removing the number.
 */
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { smsMessages, smsTexts } from '../../../shared/messages/sms';
import { formatUsPhone } from '../../../shared/phone';
import type { SmsCodeInput, SmsPhoneInput, SmsPrefsInput, SmsSettingsDto } from '../../../shared/sms.schema';
import { smsPrefsOf } from '../../../shared/sms-kinds';
import type { RateLimitCaller, RateLimits } from '../../http/rate-limit';
import { AppError } from '../../lib/app-error';
import type { PhoneCodesRepo } from './phone-codes.repo';
import { parseMobileNumber } from './phone-number';
import type { SmsOutbox } from './sms-outbox';

export const PHONE_CODE_TTL_MS = 10 * 60_000;
export const PHONE_CODE_MAX_TRIES = 5;

const hashOf = (userId: string, phone: string, code: string) =>
  createHash('sha256').update(`${userId}:${phone}:${code}`).digest();

const refuse = (field: string, message: string) =>
  new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });

export function createPhoneVerification({
  repo,
  outbox,
  rateLimits,
  now = () => new Date(),
}: {
  repo: PhoneCodesRepo;
  outbox: SmsOutbox;
  rateLimits: RateLimits;
  now?: () => Date;
}) {
  async function settings(userId: string, message: string): Promise<SmsSettingsDto> {
    const user = await repo.findUser(userId);
    const pending = await repo.findCode(userId);
    return {
      phone: user?.phone ?? null,
      phoneVerified: Boolean(user?.phone && user.phoneVerifiedAt),
      pendingPhone: pending && pending.expiresAt > now() ? pending.phone : null,
      smsPrefs: smsPrefsOf(user?.smsPrefs),
      message,
    };
  }

  return {
    get: (userId: string) => settings(userId, ''),

    async sendCode(userId: string, input: SmsPhoneInput, caller: RateLimitCaller): Promise<SmsSettingsDto> {
      const phone = parseMobileNumber(input.phone);
      if (!phone) throw refuse('phone', smsMessages.phoneInvalid);
      if (await outbox.isOptedOut(phone)) {
        throw new AppError('CONFLICT', smsMessages.phoneStopped, {
          fieldErrors: { phone: [smsMessages.phoneStopped] },
        });
      }
      await rateLimits.consume('smsCode', caller);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      await repo.saveCode({
        userId,
        phone,
        codeHash: hashOf(userId, phone, code).toString('hex'),
        expiresAt: new Date(now().getTime() + PHONE_CODE_TTL_MS),
      });
      await outbox.enqueue({ to: phone, body: smsTexts.code(code), kind: 'code', userId });
      return settings(userId, smsMessages.codeSent(formatUsPhone(phone)));
    },

    async verify(userId: string, input: SmsCodeInput): Promise<SmsSettingsDto> {
      const pending = await repo.findCode(userId);
      if (!pending) throw refuse('code', smsMessages.codeNone);
      if (pending.expiresAt <= now()) {
        await repo.deleteCode(userId);
        throw refuse('code', smsMessages.codeExpired);
      }
      if (pending.attempts >= PHONE_CODE_MAX_TRIES) throw refuse('code', smsMessages.codeTooManyTries);
      const right = timingSafeEqual(
        hashOf(userId, pending.phone, input.code),
        Buffer.from(pending.codeHash, 'hex'),
      );
      if (!right) {
        const attempts = pending.attempts + 1;
        await repo.countTry(userId, attempts);
        throw refuse(
          'code',
          attempts >= PHONE_CODE_MAX_TRIES ? smsMessages.codeTooManyTries : smsMessages.codeWrong,
        );
      }
      await repo.confirm(userId, pending.phone, now());
      return settings(userId, smsMessages.verified);
    },

    async remove(userId: string): Promise<SmsSettingsDto> {
      await repo.remove(userId);
      return settings(userId, smsMessages.removed);
    },

    async savePrefs(userId: string, input: SmsPrefsInput): Promise<SmsSettingsDto> {
      const user = await repo.findUser(userId);
      await repo.savePrefs(userId, { ...smsPrefsOf(user?.smsPrefs), ...input });
      return settings(userId, smsMessages.prefsSaved);
    },
  };
}
