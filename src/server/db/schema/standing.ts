/** Standing orders: a buyer's weekly order with one seller, filled when the seller posts (docs/product/standing-orders.md). */
import type { Kit } from '#engine-types';
import type { PickupWindow } from '../../../shared/availability';
import { paymentMethods } from '../../../shared/order-status';
import type { AccountsTables } from './accounts';
import { commonColumns } from './columns';
import type { OrdersTables } from './orders';

export function standingTables(
  k: Kit,
  {
    users,
    crabberProfiles,
    orders,
  }: Pick<AccountsTables, 'users' | 'crabberProfiles'> & Pick<OrdersTables, 'orders'>,
) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  const standingOrders = k.table(
    'standing_orders',
    {
      id: id(),
      buyerId: k
        .text('buyer_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      species: k.text('species').notNull(),
      /** Null: any preparation the seller lists. */
      prep: k.text('prep'),
      /** Null: any size. */
      sizeMix: k.text('size_mix'),
      unitType: k.text('unit_type').notNull(),
      qty: k.int('qty').notNull(),
      /** One of the seller's weekly pickup windows ('Saturday 08:00' to 'Saturday 12:00'). */
      pickupWindow: k.json<PickupWindow>('pickup_window').notNull(),
      maxUnitPriceCents: k.int('max_unit_price_cents').notNull(),
      paymentMethod: k.text('payment_method', { enum: paymentMethods }).notNull(),
      /**
       * A card standing order's card, saved with the payments provider (a setup intent for
       * off-session use; decision 032): BayCatch keeps only the intent's id.
       */
      setupIntentId: k.text('setup_intent_id'),
      /** When the provider said the card is saved; weeks fill by card only from then. */
      cardSavedAt: k.instant('card_saved_at'),
      /** The last Bay date (YYYY-MM-DD) it fills; null: until ended. */
      endsOn: k.text('ends_on'),
      pausedAt: k.instant('paused_at'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('standing_orders_buyer_idx').on(t.buyerId, t.createdAt),
      k.index('standing_orders_crabber_idx').on(t.crabberId, t.createdAt),
    ],
  );
  /** Weeks the buyer skipped: the pickup's Bay date. */
  const standingOrderSkips = k.table(
    'standing_order_skips',
    {
      standingOrderId: k
        .text('standing_order_id')
        .notNull()
        .references(() => standingOrders.id, { onDelete: 'cascade' }),
      date: k.text('date').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.primaryKey({ columns: [t.standingOrderId, t.date] })],
  );
  /**
   * Each week's outcome: the order it made, or why it was not filled. The primary key is what keeps
   * a week from being filled twice, whatever posts and restocks run at once.
   */
  const standingOrderFills = k.table(
    'standing_order_fills',
    {
      standingOrderId: k
        .text('standing_order_id')
        .notNull()
        .references(() => standingOrders.id, { onDelete: 'cascade' }),
      date: k.text('date').notNull(),
      orderId: k.text('order_id').references(() => orders.id, { onDelete: 'set null' }),
      /** Why it was not filled, in the words the buyer was told; null when filled. */
      reason: k.text('reason'),
      createdAt: createdAt(),
    },
    (t) => [k.primaryKey({ columns: [t.standingOrderId, t.date] })],
  );
  return { standingOrders, standingOrderSkips, standingOrderFills };
}
