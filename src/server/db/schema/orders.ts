/** Carts, orders with their items, messages and reviews. */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import type { PickupWindow } from '../../../shared/availability';
import { orderStatuses, paymentMethods, paymentStatuses } from '../../../shared/order-status';
import type { LineTrace } from '../../../shared/traceability-kinds';
import { listingPricings } from '../../../shared/weighed-lines';
import type { AccountsTables } from './accounts';
import type { CatalogTables } from './catalog';
import { commonColumns } from './columns';

export function ordersTables(
  k: Kit,
  {
    users,
    crabberProfiles,
    catches,
  }: Pick<AccountsTables, 'users' | 'crabberProfiles'> & Pick<CatalogTables, 'catches'>,
) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  const cartItems = k.table(
    'cart_items',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      catchId: k
        .text('catch_id')
        .notNull()
        .references(() => catches.id, { onDelete: 'cascade' }),
      qty: k.int('qty').notNull(),
      selectedPickupWindow: k.json<PickupWindow>('selected_pickup_window').notNull(),
      /**
       * The dated slot of that window (docs/product/cart-and-checkout.md). Null on lines saved before
       * slots existed: checkout takes the window's next open slot for them.
       */
      pickupSlotStart: k.instant('pickup_slot_start'),
      pickupSlotEnd: k.instant('pickup_slot_end'),
      createdAt: createdAt(),
    },
    (t) => [k.index('cart_items_user_idx').on(t.userId, t.createdAt)],
  );
  const orders = k.table(
    'orders',
    {
      id: id(),
      buyerId: k
        .text('buyer_id')
        .notNull()
        .references(() => users.id, { onDelete: 'restrict' }),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'restrict' }),
      pickupWindow: k.json<PickupWindow>('pickup_window').notNull(),
      /** When the chosen slot starts and ends; null on orders placed before dated pickups. */
      pickupSlotStart: k.instant('pickup_slot_start'),
      pickupSlotEnd: k.instant('pickup_slot_end'),
      status: k.text('status', { enum: orderStatuses }).notNull().default('confirmed'),
      paymentMethod: k.text('payment_method', { enum: paymentMethods }).notNull().default('cash'),
      paymentStatus: k.text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
      amountSubtotalCents: k.int('amount_subtotal_cents').notNull(),
      feesCents: k.int('fees_cents').notNull().default(0),
      taxCents: k.int('tax_cents').notNull().default(0),
      amountTotalCents: k.int('amount_total_cents').notNull(),
      /** The random pickup code drawn into the QR pass. */
      qrCode: k.text('qr_code').notNull().unique(),
      /**
       * The pass the QR encodes: 16 random bytes, base64url (docs/product/orders-and-pickup.md). Kept
       * because the buyer's pass shows it again; checks look it up by its SHA-256 below. Null only on
       * orders from before passes until the start-up backfill (src/server/db/pass-tokens.ts) fills them.
       */
      passToken: k.text('pass_token'),
      passTokenHash: k.text('pass_token_hash'),
      paymentIntentId: k.text('payment_intent_id'),
      chargeId: k.text('charge_id'),
      /**
       * A card order's hold (docs/product/payments.md): the amount authorised (the order's maximum),
       * until when the provider keeps it, and the amount captured at the dock. Reconciliation compares
       * these with the provider's own records. Null where nothing was authorised or captured.
       */
      authorizedCents: k.int('authorized_cents'),
      authorizationExpiresAt: k.instant('authorization_expires_at'),
      capturedCents: k.int('captured_cents'),
      /**
       * A pickup too far off to hold a card for (authorisations lapse after 7 days): the card is saved
       * at checkout (the provider's setup intent) and authorised once `authorizeAt`, the order's cut-off, passes.
       */
      setupIntentId: k.text('setup_intent_id'),
      authorizeAt: k.instant('authorize_at'),
      pickupLocationAddress: k.text('pickup_location_address'),
      /** When the buyer pressed "I'm here" at the dock on the pickup day; the seller is told. */
      buyerArrivedAt: k.instant('buyer_arrived_at'),
      /**
       * The standing order that made it (schema/standing.ts), if any. No foreign key: standing
       * orders are defined after orders; an ended standing order leaves its orders as they are.
       */
      standingOrderId: k.text('standing_order_id'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('orders_buyer_idx').on(t.buyerId, t.createdAt),
      k.index('orders_crabber_idx').on(t.crabberId, t.status, t.createdAt),
      // Counting a seller's orders per pickup slot, for the slot capacity.
      k.index('orders_crabber_slot_idx').on(t.crabberId, t.pickupSlotStart),
      k.index('orders_payment_intent_idx').on(t.paymentIntentId),
      // Saved cards waiting for their order's cut-off, for the sweep that authorises them.
      k.index('orders_authorize_at_idx').on(t.authorizeAt).where(sql`${t.authorizeAt} is not null`),
      k.uniqueIndex('orders_pass_token_hash_idx').on(t.passTokenHash),
    ],
  );
  /**
   * What the buyer and the seller of an order write to each other. The sender's account may be
   * deleted later; the message stays (its role still says who wrote it). `readAt` is when the other
   * party first saw it.
   */
  const orderMessages = k.table(
    'order_messages',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      senderId: k.text('sender_id').references(() => users.id, { onDelete: 'set null' }),
      senderRole: k.text('sender_role', { enum: ['buyer', 'seller'] }).notNull(),
      body: k.text('body').notNull(),
      createdAt: createdAt(),
      readAt: k.instant('read_at'),
      /** Set when an admin removed the message (moderation); the thread shows that it was removed, and why. */
      removedAt: k.instant('removed_at'),
      removedReason: k.text('removed_reason'),
    },
    (t) => [
      k.index('order_messages_order_idx').on(t.orderId, t.createdAt),
      // Unread counts: a person's incoming messages not yet seen.
      k.index('order_messages_unread_idx').on(t.orderId, t.senderRole, t.readAt),
    ],
  );
  /** One review per completed order, by its buyer, of its seller; the seller may reply once. */
  const reviews = k.table(
    'reviews',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .unique()
        .references(() => orders.id, { onDelete: 'cascade' }),
      /** The buyer; the row stays when they delete their account (it then reads "Former buyer"). */
      authorId: k.text('author_id').references(() => users.id, { onDelete: 'set null' }),
      crabberId: k
        .text('crabber_id')
        .notNull()
        .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
      stars: k.int('stars').notNull(),
      body: k.text('body'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
      reply: k.text('reply'),
      repliedAt: k.instant('replied_at'),
      /** Set when an admin removed the review (moderation): it leaves every page and the seller's rating. */
      removedAt: k.instant('removed_at'),
      removedReason: k.text('removed_reason'),
    },
    (t) => [k.index('reviews_crabber_idx').on(t.crabberId, t.createdAt)],
  );
  /** Item snapshots: the title, unit and price the buyer agreed to, whatever the listing later says. */
  const orderItems = k.table(
    'order_items',
    {
      id: id(),
      orderId: k
        .text('order_id')
        .notNull()
        .references(() => orders.id, { onDelete: 'cascade' }),
      catchId: k.text('catch_id').references(() => catches.id, { onDelete: 'set null' }),
      title: k.text('title').notNull(),
      species: k.text('species').notNull(),
      unitType: k.text('unit_type').notNull(),
      /** As the listing was priced at checkout; for `per_lb` the price is per pound (src/shared/weighed-lines.ts). */
      pricing: k.text('pricing', { enum: listingPricings }).notNull().default('unit'),
      unitPriceCents: k.int('unit_price_cents').notNull(),
      qty: k.int('qty').notNull(),
      /** A weighed line's estimated weight of one piece at checkout, in hundredths of a pound. */
      estWeightMinCentilb: k.int('est_weight_min_centilb'),
      estWeightMaxCentilb: k.int('est_weight_max_centilb'),
      /** What the pieces handed over weighed at the dock; null until weighed. History in order_line_adjustments. */
      finalWeightCentilb: k.int('final_weight_centilb'),
      /**
       * How many were handed over when the seller marked the line short (0 to qty); null while the
       * line stands as ordered. The line's history is in order_line_adjustments.
       */
      finalQty: k.int('final_qty'),
      /** The listing's lot code at checkout, and where and when its catch was harvested (FSMA 204). */
      lotCode: k.text('lot_code'),
      trace: k.json<LineTrace>('trace'),
    },
    (t) => [
      k.index('order_items_order_idx').on(t.orderId),
      k.index('order_items_catch_idx').on(t.catchId),
      // A recall produces every record of one lot.
      k.index('order_items_lot_idx').on(t.lotCode),
    ],
  );
  return { cartItems, orders, orderMessages, reviews, orderItems };
}

export type OrdersTables = ReturnType<typeof ordersTables>;
