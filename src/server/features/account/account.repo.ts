import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { openOrderStatuses } from '../../../shared/order-status';
import type { Db } from '../../db/client';
import { affected, first } from '../../db/query';
import {
  alertPreferences,
  cartItems,
  catchAlerts,
  catches,
  contactMessages,
  crabberProfiles,
  emailVerificationTokens,
  newCatchDeliveries,
  notifications,
  orders,
  passkeys,
  passwordResetTokens,
  recoveryCodes,
  sellerFollows,
  sessions,
  trustedDevices,
  twoFactorSecrets,
  users,
} from '../../db/tables';
import { inTransaction } from '../../db/transaction';

export type AccountRow = typeof users.$inferSelect;
export type AccountSessionRow = typeof sessions.$inferSelect;

export interface ErasedAccount {
  email: string;
  passwordHash: string;
  deletedAt: Date;
}

export function createAccountRepo(db: Db) {
  /** Open orders the account takes part in, as buyer or (with a seller profile) as seller. */
  async function countOpenOrders(userId: string, crabberId: string | null): Promise<number> {
    const party = crabberId
      ? or(eq(orders.buyerId, userId), eq(orders.crabberId, crabberId))
      : eq(orders.buyerId, userId);
    const open = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(party, inArray(orders.status, openOrderStatuses)));
    return open.length;
  }

  return {
    async findUser(id: string): Promise<AccountRow | undefined> {
      return first(await db.select().from(users).where(eq(users.id, id)));
    },
    async findSellerProfile(userId: string) {
      return first(await db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, userId)));
    },
    async updateProfile(
      id: string,
      values: Partial<
        Pick<AccountRow, 'firstName' | 'lastName' | 'phone' | 'phoneVerifiedAt' | 'profileImageUrl'>
      >,
    ): Promise<void> {
      if (Object.keys(values).length === 0) return;
      await db.update(users).set(values).where(eq(users.id, id));
    },

    /**
     * The new hash, the end of every other session and of every reset link still out, together: no
     * window where an old session or link survives the change.
     */
    changePassword(id: string, passwordHash: string, keepSessionId: string): Promise<void> {
      return inTransaction(db, async () => {
        await db.update(users).set({ passwordHash }).where(eq(users.id, id));
        await db.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.id, keepSessionId)));
        await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, id));
        // A browser remembered under the old password must ask for the code again.
        await db.delete(trustedDevices).where(eq(trustedDevices.userId, id));
      });
    },
    async emailInUse(email: string): Promise<boolean> {
      return first(await db.select({ id: users.id }).from(users).where(eq(users.email, email))) !== undefined;
    },
    async listSessions(userId: string): Promise<AccountSessionRow[]> {
      return await db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt));
    },
    /** "Sign out everywhere else" also spends every reset link still out: it is what one does after a scare. */
    deleteOtherSessions(userId: string, keepSessionId: string): Promise<number> {
      return inTransaction(db, async () => {
        await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
        return affected(
          await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))),
        );
      });
    },

    countOpenOrders,
    /** A seller's closed card orders whose payment was taken: candidates for money still owed or owed back. */
    async listPaidClosedCardOrders(crabberId: string) {
      return await db
        .select({ id: orders.id, status: orders.status, paymentIntentId: orders.paymentIntentId })
        .from(orders)
        .where(
          and(
            eq(orders.crabberId, crabberId),
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'paid'),
            inArray(orders.status, ['completed', 'cancelled']),
          ),
        );
    },

    async listNotifications(userId: string) {
      return await db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt));
    },
    async listContactMessages(userId: string) {
      return await db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(desc(contactMessages.createdAt));
    },

    /**
     * Deletes the account in one transaction: personal fields erased, the seller's listings ended,
     * every session, cart line, reset link, notification, follow and alert gone. The row itself
     * stays, so orders keep pointing at it and show "Deleted account". Open orders are counted again inside the
     * transaction, so an order placed meanwhile stops it; returns whether the account was erased.
     */
    erase(userId: string, crabberId: string | null, erased: ErasedAccount): Promise<boolean> {
      return inTransaction(db, async () => {
        if ((await countOpenOrders(userId, crabberId)) > 0) return false;
        await db
          .update(users)
          .set({
            email: erased.email,
            passwordHash: erased.passwordHash,
            firstName: null,
            lastName: null,
            phone: null,
            phoneVerifiedAt: null,
            profileImageUrl: null,
            emailVerifiedAt: null,
            deletedAt: erased.deletedAt,
          })
          .where(eq(users.id, userId));
        const profile = first(
          await db
            .select({ id: crabberProfiles.id })
            .from(crabberProfiles)
            .where(eq(crabberProfiles.userId, userId)),
        );
        if (profile) {
          // The storefront's own words and pictures go too; its business name stays on past orders.
          await db
            .update(crabberProfiles)
            .set({ bio: null, heroPhotoUrl: null, licenseImageUrl: null, pickupInstructions: null })
            .where(eq(crabberProfiles.id, profile.id));
          await db
            .update(catches)
            .set({ isActive: false, isPromoted: false })
            .where(eq(catches.crabberId, profile.id));
        }
        await db.delete(sessions).where(eq(sessions.userId, userId));
        await db.delete(cartItems).where(eq(cartItems.userId, userId));
        await db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
        await db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
        // A passkey would otherwise still sign in to the emptied account.
        await db.delete(passkeys).where(eq(passkeys.userId, userId));
        await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
        await db.delete(twoFactorSecrets).where(eq(twoFactorSecrets.userId, userId));
        await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await db.delete(notifications).where(eq(notifications.userId, userId));
        // Follows and alerts (their places say where the person is) go with the account.
        await db.delete(sellerFollows).where(eq(sellerFollows.userId, userId));
        await db.delete(catchAlerts).where(eq(catchAlerts.userId, userId));
        await db.delete(newCatchDeliveries).where(eq(newCatchDeliveries.userId, userId));
        await db.delete(alertPreferences).where(eq(alertPreferences.userId, userId));
        return true;
      });
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
