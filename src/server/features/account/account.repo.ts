import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
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
  passwordResetTokens,
  sellerFollows,
  sessions,
  users,
} from '../../../../db/schema';
import { openOrderStatuses } from '../../../shared/order-status';
import type { Db } from '../../db/client';

export type AccountRow = typeof users.$inferSelect;
export type AccountSessionRow = typeof sessions.$inferSelect;

export interface ErasedAccount {
  email: string;
  passwordHash: string;
  deletedAt: Date;
}

export function createAccountRepo(db: Db) {
  /** Open orders the account takes part in, as buyer or (with a seller profile) as seller. */
  function countOpenOrders(userId: string, crabberId: string | null): number {
    const party = crabberId
      ? or(eq(orders.buyerId, userId), eq(orders.crabberId, crabberId))
      : eq(orders.buyerId, userId);
    return db
      .select({ id: orders.id })
      .from(orders)
      .where(and(party, inArray(orders.status, openOrderStatuses)))
      .all().length;
  }

  return {
    findUser(id: string): AccountRow | undefined {
      return db.select().from(users).where(eq(users.id, id)).get();
    },
    findSellerProfile(userId: string) {
      return db.select().from(crabberProfiles).where(eq(crabberProfiles.userId, userId)).get();
    },
    updateProfile(
      id: string,
      values: Partial<Pick<AccountRow, 'firstName' | 'lastName' | 'phone' | 'profileImageUrl'>>,
    ): void {
      if (Object.keys(values).length === 0) return;
      db.update(users).set(values).where(eq(users.id, id)).run();
    },

    /** The new hash and the end of every other session, together: no window where an old session survives. */
    changePassword(id: string, passwordHash: string, keepSessionId: string): void {
      db.transaction(
        () => {
          db.update(users).set({ passwordHash }).where(eq(users.id, id)).run();
          db.delete(sessions)
            .where(and(eq(sessions.userId, id), ne(sessions.id, keepSessionId)))
            .run();
        },
        { behavior: 'immediate' },
      );
    },
    emailInUse(email: string): boolean {
      return db.select({ id: users.id }).from(users).where(eq(users.email, email)).get() !== undefined;
    },
    listSessions(userId: string): AccountSessionRow[] {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(desc(sessions.createdAt))
        .all();
    },
    deleteOtherSessions(userId: string, keepSessionId: string): number {
      return db
        .delete(sessions)
        .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
        .run().changes;
    },

    countOpenOrders,
    /** A seller's closed card orders whose payment was taken: candidates for money still owed or owed back. */
    listPaidClosedCardOrders(crabberId: string) {
      return db
        .select({ id: orders.id, status: orders.status, paymentIntentId: orders.paymentIntentId })
        .from(orders)
        .where(
          and(
            eq(orders.crabberId, crabberId),
            eq(orders.paymentMethod, 'card'),
            eq(orders.paymentStatus, 'paid'),
            inArray(orders.status, ['completed', 'cancelled']),
          ),
        )
        .all();
    },

    listNotifications(userId: string) {
      return db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt))
        .all();
    },
    listContactMessages(userId: string) {
      return db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.userId, userId))
        .orderBy(desc(contactMessages.createdAt))
        .all();
    },

    /**
     * Deletes the account in one transaction: personal fields erased, the seller's listings ended,
     * every session, cart line, reset link, notification, follow and alert gone. The row itself
     * stays, so orders keep pointing at it and show "Deleted account". Open orders are counted again inside the
     * transaction, so an order placed meanwhile stops it; returns whether the account was erased.
     */
    erase(userId: string, crabberId: string | null, erased: ErasedAccount): boolean {
      return db.transaction(
        () => {
          if (countOpenOrders(userId, crabberId) > 0) return false;
          db.update(users)
            .set({
              email: erased.email,
              passwordHash: erased.passwordHash,
              firstName: null,
              lastName: null,
              phone: null,
              profileImageUrl: null,
              emailVerifiedAt: null,
              deletedAt: erased.deletedAt,
            })
            .where(eq(users.id, userId))
            .run();
          const profile = db
            .select({ id: crabberProfiles.id })
            .from(crabberProfiles)
            .where(eq(crabberProfiles.userId, userId))
            .get();
          if (profile) {
            // The storefront's own words and pictures go too; its business name stays on past orders.
            db.update(crabberProfiles)
              .set({ bio: null, heroPhotoUrl: null, licenseImageUrl: null, pickupInstructions: null })
              .where(eq(crabberProfiles.id, profile.id))
              .run();
            db.update(catches)
              .set({ isActive: false, isPromoted: false })
              .where(eq(catches.crabberId, profile.id))
              .run();
          }
          db.delete(sessions).where(eq(sessions.userId, userId)).run();
          db.delete(cartItems).where(eq(cartItems.userId, userId)).run();
          db.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).run();
          db.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId)).run();
          db.delete(notifications).where(eq(notifications.userId, userId)).run();
          // Follows and alerts (their places say where the person is) go with the account.
          db.delete(sellerFollows).where(eq(sellerFollows.userId, userId)).run();
          db.delete(catchAlerts).where(eq(catchAlerts.userId, userId)).run();
          db.delete(newCatchDeliveries).where(eq(newCatchDeliveries.userId, userId)).run();
          db.delete(alertPreferences).where(eq(alertPreferences.userId, userId)).run();
          return true;
        },
        { behavior: 'immediate' },
      );
    },
  };
}
export type AccountRepo = ReturnType<typeof createAccountRepo>;
