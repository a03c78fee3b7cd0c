/**
 * Account settings: the owner's name, photo and phone, their password, their signed-in devices,
 * a copy of their data, and deleting the account. Every call acts on the caller's own account.
 */

import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountExportDto, EndedSessionsDto } from '../../../shared/account.dto';
import type {
  AccountDto,
  AccountSessionDto,
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
  UpdateAccountInput,
} from '../../../shared/account.schema';
import type { AlertsOverviewDto } from '../../../shared/alert.schema';
import { accountMessages } from '../../../shared/messages/account';
import { authMessages } from '../../../shared/messages/auth';
import { smsPrefsOf } from '../../../shared/sms-kinds';
import type { UserDto } from '../../../shared/user.schema';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { logSecurityEvent } from '../../lib/security-log';
import type { SellerUser } from '../auth/access';
import type { EmailVerificationService } from '../auth/email-verification.service';
import { hashPassword, verifyPassword } from '../auth/password';
import { assertHardToGuess } from '../auth/password-strength';
import type { ListingsService } from '../listings/listings.service';
import type { OrdersService } from '../orders/orders.service';
import type { UploadsService } from '../uploads/uploads.service';
import type { AccountRepo, AccountRow } from './account.repo';
import { describeDevice } from './device-description';

/** Who is calling: the account, the session the request came with, and from where. */
export interface AccountCaller {
  user: UserDto;
  sessionId: string;
  address: string;
}

/** Deleted accounts keep a unique e-mail no mail server will accept (RFC 2606 `.invalid`). */
export const DELETED_EMAIL_DOMAIN = 'deleted.baycatch.invalid';

interface AccountServiceDeps {
  repo: AccountRepo;
  orders: Pick<OrdersService, 'listBuyerOrders' | 'listSellerOrders'>;
  listings: Pick<ListingsService, 'listMine'>;
  uploads: Pick<UploadsService, 'isProfilePhotoOf'>;
  payments: Pick<PaymentProvider, 'retrieveIntent'>;
  emailVerification: Pick<EmailVerificationService, 'requestChange'>;
  /** Follows and new-catch alerts, for the export. */
  alerts: { overview(userId: string, emailVerified: boolean): Promise<AlertsOverviewDto> };
  logger: Logger;
  now?: () => Date;
}

/** A stored seller profile without its payout account's id, which the export never carries. */
function withoutPayoutAccount<T extends { stripeAccountId: unknown }>({
  stripeAccountId: _payout,
  ...rest
}: T) {
  return rest;
}

function toAccountDto(row: AccountRow): AccountDto {
  return {
    id: row.id,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
    smsPrefs: smsPrefsOf(row.smsPrefs),
    profileImageUrl: row.profileImageUrl,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
  };
}

export function createAccountService({
  repo,
  orders,
  listings,
  uploads,
  payments,
  emailVerification,
  alerts,
  logger,
  now = () => new Date(),
}: AccountServiceDeps) {
  async function load(userId: string): Promise<AccountRow> {
    const row = await repo.findUser(userId);
    if (!row) throw new AppError('UNAUTHORIZED', accountMessages.deleted);
    return row;
  }

  /** A wrong password is a 400 on the field it was typed in, and a security line like a failed sign-in. */
  async function checkPassword(caller: AccountCaller, password: string, field: string, message: string) {
    const row = await load(caller.user.id);
    if (await verifyPassword(row.passwordHash, password)) return row;
    logSecurityEvent(logger, 'password_check_failed', {
      userId: caller.user.id,
      address: caller.address,
      field,
    });
    throw new AppError('BAD_REQUEST', message, { fieldErrors: { [field]: [message] } });
  }

  /**
   * Card payments BayCatch still holds for a seller. A payment taken while the seller had no active
   * payout account went to the platform, which owes the seller the item price (no automatic transfer
   * exists yet); a paid order that was cancelled owes the buyer a refund until it goes through.
   * Payments made straight to the seller's payout account are settled by the provider.
   */
  async function countUnsettledPayments(crabberId: string): Promise<number> {
    let unsettled = 0;
    for (const order of await repo.listPaidClosedCardOrders(crabberId)) {
      if (order.status === 'cancelled') {
        unsettled++;
        continue;
      }
      const intent = order.paymentIntentId ? await payments.retrieveIntent(order.paymentIntentId) : null;
      if (!intent || (!intent.refunded && intent.destinationAccountId === null)) unsettled++;
    }
    return unsettled;
  }

  return {
    async get(user: UserDto): Promise<AccountDto> {
      return toAccountDto(await load(user.id));
    },

    async update(user: UserDto, input: UpdateAccountInput): Promise<AccountDto> {
      // A new photo must be the account's own upload; the one it already has may be sent back as is.
      const photo = input.profileImageUrl;
      const changed = photo && photo !== (await load(user.id)).profileImageUrl;
      if (changed && !(await uploads.isProfilePhotoOf(user.id, photo))) {
        throw new AppError('BAD_REQUEST', accountMessages.photoNotYours, {
          fieldErrors: { profileImageUrl: [accountMessages.photoNotYours] },
        });
      }
      // A confirmed number stays confirmed only while it is the same number.
      const newPhone = input.phone !== undefined && input.phone !== (await load(user.id)).phone;
      await repo.updateProfile(user.id, {
        ...(newPhone && { phoneVerifiedAt: null }),
        ...(input.firstName !== undefined && { firstName: input.firstName }),
        ...(input.lastName !== undefined && { lastName: input.lastName }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.profileImageUrl !== undefined && { profileImageUrl: input.profileImageUrl }),
      });
      return toAccountDto(await load(user.id));
    },

    /** A new password ends every other session of the account; the one that changed it stays. */
    async changePassword(caller: AccountCaller, input: ChangePasswordInput): Promise<void> {
      await checkPassword(
        caller,
        input.currentPassword,
        'currentPassword',
        accountMessages.currentPasswordWrong,
      );
      const { email, firstName, lastName } = caller.user;
      assertHardToGuess(input.newPassword, 'newPassword', [email, firstName, lastName]);
      await repo.changePassword(caller.user.id, await hashPassword(input.newPassword), caller.sessionId);
    },

    /**
     * Moving the account to another address: the account keeps its current one until the link sent
     * to the new one is followed, so a mistyped address never locks the owner out.
     */
    async changeEmail(caller: AccountCaller, input: ChangeEmailInput, origin: string) {
      if (input.email === caller.user.email) {
        throw new AppError('BAD_REQUEST', accountMessages.emailSame, {
          fieldErrors: { email: [accountMessages.emailSame] },
        });
      }
      await checkPassword(caller, input.password, 'password', accountMessages.passwordWrong);
      if (await repo.emailInUse(input.email)) {
        throw new AppError('CONFLICT', authMessages.emailTaken, {
          fieldErrors: { email: [authMessages.emailTaken] },
        });
      }
      return await emailVerification.requestChange(caller.user, input.email, origin);
    },

    async listSessions(caller: AccountCaller): Promise<AccountSessionDto[]> {
      return (await repo.listSessions(caller.user.id))
        .map((session) => ({
          current: session.id === caller.sessionId,
          ...describeDevice(session.userAgent),
          signedInAt: session.createdAt.toISOString(),
          lastActiveAt: (session.lastSeenAt ?? session.createdAt).toISOString(),
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    async revokeOtherSessions(caller: AccountCaller): Promise<EndedSessionsDto> {
      return { ended: await repo.deleteOtherSessions(caller.user.id, caller.sessionId) };
    },

    /** Everything the account holds, as one JSON document: never a password hash or a token. */
    async export(user: UserDto): Promise<AccountExportDto> {
      const account = await load(user.id);
      const profile = await repo.findSellerProfile(user.id);
      return {
        exportedAt: now().toISOString(),
        account: toAccountDto(account),
        sellerProfile: profile ? withoutPayoutAccount(profile) : null,
        // Pickup codes are passes that collect an order: they stay in the app, not in a file.
        orders: {
          asBuyer: (await orders.listBuyerOrders(user.id)).map((order) => ({
            ...order,
            qrCode: null,
            passToken: null,
          })),
          asSeller: user.crabberProfile ? await orders.listSellerOrders(user.crabberProfile.id) : [],
        },
        listings: user.crabberProfile ? await listings.listMine(user as SellerUser) : [],
        contactMessages: (await repo.listContactMessages(user.id)).map((message) => ({
          id: message.id,
          firstName: message.firstName,
          lastName: message.lastName,
          email: message.email,
          phone: message.phone,
          userType: message.userType,
          subject: message.subject,
          message: message.message,
          createdAt: message.createdAt.toISOString(),
        })),
        notifications: (await repo.listNotifications(user.id)).map((notification) => ({
          id: notification.id,
          type: notification.type,
          title: notification.title,
          message: notification.message,
          data: notification.data,
          isRead: notification.isRead,
          createdAt: notification.createdAt.toISOString(),
        })),
        alerts: await alerts.overview(user.id, user.emailVerified),
      };
    },

    /**
     * Deletes the account, unless orders or money are still in flight. Orders stay with the seller
     * (the buyer reads as "Deleted account"); listings end; every session ends.
     */
    async delete(caller: AccountCaller, input: DeleteAccountInput): Promise<void> {
      await checkPassword(caller, input.password, 'password', accountMessages.passwordWrong);
      const crabberId = caller.user.crabberProfile?.id ?? null;
      const open = await repo.countOpenOrders(caller.user.id, crabberId);
      if (open > 0) throw new AppError('CONFLICT', accountMessages.deleteBlockedOpenOrders(open));
      if (crabberId) {
        const unsettled = await countUnsettledPayments(crabberId);
        if (unsettled > 0) {
          throw new AppError('CONFLICT', accountMessages.deleteBlockedUnsettledPayouts(unsettled));
        }
      }
      // A real hash of a secret nobody holds: the account can never be signed into again.
      const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
      const erased = await repo.erase(caller.user.id, crabberId, {
        email: `${randomUUID()}@${DELETED_EMAIL_DOMAIN}`,
        passwordHash,
        deletedAt: now(),
      });
      if (!erased) {
        const openNow = await repo.countOpenOrders(caller.user.id, crabberId);
        throw new AppError('CONFLICT', accountMessages.deleteBlockedOpenOrders(Math.max(1, openNow)));
      }
      logger.info('account deleted', { userId: caller.user.id });
    },
  };
}
