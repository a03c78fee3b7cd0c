import { asc, eq } from 'drizzle-orm';
import { cartItems, catches, crabberProfiles } from '../../../../db/schema';
import type { Db } from '../../db/client';

export function createCartRepo(db: Db) {
  return {
    listForUser(userId: string) {
      return db
        .select({ item: cartItems, catch: catches, crabber: crabberProfiles })
        .from(cartItems)
        .innerJoin(catches, eq(cartItems.catchId, catches.id))
        .innerJoin(crabberProfiles, eq(catches.crabberId, crabberProfiles.id))
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt))
        .all();
    },
  };
}
export type CartRepo = ReturnType<typeof createCartRepo>;
