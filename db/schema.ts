/**
 * The BayCatch data model. Money columns end in `_cents` and hold integers; ids are UUID strings;
 * timestamps are epoch milliseconds. JSON columns hold small, always-read-together values.
 */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Availability, PickupWindow } from '../src/shared/availability';
import { contactSubjects, contactUserTypes } from '../src/shared/contact.schema';
import {
  moderationActionTypes,
  moderationTargetTypes,
  reportStatuses,
  reportTargetTypes,
} from '../src/shared/moderation.schema';
import { orderStatuses, paymentMethods, paymentStatuses } from '../src/shared/order-status';
import {
  paymentAccountStatuses,
  storedSellerTypes,
  userRoles,
  verificationLevels,
  verificationStatuses,
} from '../src/shared/roles';

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const users = sqliteTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** E.164 (+14105551234). A seller's reaches only buyers holding an open order with them. */
    phone: text('phone'),
    role: text('role', { enum: userRoles }).notNull().default('buyer'),
    /** When the owner followed a link sent to `email`; null until then (and again after a change). */
    emailVerifiedAt: integer('email_verified_at', { mode: 'timestamp_ms' }),
    /**
     * Set when the owner deleted the account: the row stays so orders keep their buyer and seller,
     * but the personal fields are erased and the e-mail is a non-routable placeholder.
     */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /**
     * Set while an admin has suspended the account (docs/product/moderation.md): no session, no
     * sign-in, and a seller's listings leave the marketplace. The reason is the admin's.
     */
    suspendedAt: integer('suspended_at', { mode: 'timestamp_ms' }),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The few suspended accounts, read by the catalog to leave their listings out.
    index('users_suspended_idx').on(t.id).where(sql`suspended_at is not null`),
  ],
);

/** Only the SHA-256 of a session token is stored, so a leaked table cannot be replayed. */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
    /** The browser's User-Agent, so the owner can recognise the device in their list of sessions. */
    userAgent: text('user_agent'),
    /** Moved forward at most once a minute by requests, so each request does not write a row. */
    lastSeenAt: integer('last_seen_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use password reset links. Only the SHA-256 of the 256-bit token is kept, so the table
 * cannot be used to reset anyone's password; a row is deleted when used.
 */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Single-use links that confirm an e-mail address: the account's own after sign-up, or the new
 * address it asked to move to. Only the SHA-256 of the token is kept; a row is deleted when used.
 */
export const emailVerificationTokens = sqliteTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the link was sent to; the account takes it when the link is followed. */
    email: text('email').notNull(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const crabberProfiles = sqliteTable(
  'crabber_profiles',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull(),
    bio: text('bio'),
    sellerType: text('seller_type', { enum: storedSellerTypes }).notNull().default('commercial_fisher'),
    licenseImageUrl: text('license_image_url'),
    verificationStatus: text('verification_status', { enum: verificationStatuses })
      .notNull()
      .default('pending'),
    verificationLevel: text('verification_level', { enum: verificationLevels }).notNull().default('basic'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's reason for a rejection, or for a revocation (status 'revoked', decision 012). */
    rejectionReason: text('rejection_reason'),
    pickupLocationLat: real('pickup_location_lat'),
    pickupLocationLng: real('pickup_location_lng'),
    pickupLocationAddress: text('pickup_location_address'),
    pickupInstructions: text('pickup_instructions'),
    hours: text('hours'),
    availability: text('availability', { mode: 'json' }).$type<Availability>().notNull().default({}),
    heroPhotoUrl: text('hero_photo_url'),
    stripeAccountId: text('stripe_account_id'),
    stripeAccountStatus: text('stripe_account_status', { enum: paymentAccountStatuses })
      .notNull()
      .default('not_connected'),
    specialties: text('specialties', { mode: 'json' }).$type<string[]>().notNull().default([]),
    weeklyQuantityLimit: integer('weekly_quantity_limit'),
    /** Pickup rules (docs/product/cart-and-checkout.md): orders close this many hours before a slot. */
    orderCutoffHours: integer('order_cutoff_hours').notNull().default(2),
    /** At most this many orders per slot; null for no limit. */
    slotCapacity: integer('slot_capacity'),
    /** A cash order not collected this many hours after its slot ends lapses as a no-show. */
    noShowGraceHours: integer('no_show_grace_hours').notNull().default(2),
    /** Reviews (docs/product/reviews.md): stars summed and counted, kept in step with `reviews` in one transaction. */
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crabber_profiles_status_idx').on(t.verificationStatus, t.createdAt),
    // The few sellers not (or no longer) approved, read by the catalog to leave their listings out.
    index('crabber_profiles_unlisted_idx').on(t.id).where(sql`verification_status <> 'approved'`),
    // The catalog's distance filter narrows sellers to a bounding box before the exact distance.
    index('crabber_profiles_location_idx').on(t.pickupLocationLat, t.pickupLocationLng),
  ],
);

/** Pickup days a seller closed ahead (bay weather): no new orders for any pickup of that date. */
export const closedPickupDays = sqliteTable(
  'closed_pickup_days',
  {
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    /** The dock-local date, 'YYYY-MM-DD'. */
    date: text('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.crabberId, t.date] })],
);

/**
 * Species filter values (docs/product/catalog.md) for a listing. Listing species win over the category so a
 * 'Blue Crab' filed under soft-shell sizes still lands under Soft Shell; the dashboard's fish species
 * (Striped Bass, White Perch) and anything in the fish category are Fish; 'Other' stays Other.
 */
const SPECIES_GROUP_SQL = `CASE
  WHEN species = 'Soft Shell' OR category = 'soft-shell' OR size_mix = 'soft-shell' THEN 'Soft Shell'
  WHEN species = 'Blue Crab' THEN 'Blue Crab'
  WHEN species IN ('Striped Bass', 'White Perch', 'Fish') OR category = 'fish' THEN 'Fish'
  WHEN species = 'Oysters' OR category = 'oysters' THEN 'Oysters'
  WHEN species = 'Clams' OR category = 'clams' THEN 'Clams'
  WHEN species = 'Scallops' OR category = 'scallops' THEN 'Scallops'
  WHEN species <> 'Other' AND category = 'crabs' THEN 'Blue Crab'
  ELSE 'Other'
END`;

/** Pickup windows are '{DayName} {HH:MM}' strings (docs/product/catalog.md); malformed ones count for no day. */
const PICKUP_DAYS_SQL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  .map(
    (day, bit) =>
      `(CASE WHEN pickup_windows GLOB '*"start":"${day} [0-2][0-9]:[0-5][0-9]"*' THEN ${1 << bit} ELSE 0 END)`,
  )
  .join(' + ');

export const catches = sqliteTable(
  'catches',
  {
    id: id(),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    category: text('category').notNull().default('crabs'),
    species: text('species').notNull().default('Blue Crab'),
    variety: text('variety'),
    prep: text('prep').notNull(),
    sizeMix: text('size_mix').notNull(),
    unitType: text('unit_type').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qtyAvailable: integer('qty_available').notNull(),
    harvestDate: integer('harvest_date', { mode: 'timestamp_ms' }),
    harvestLocation: text('harvest_location'),
    photos: text('photos', { mode: 'json' }).$type<string[]>().notNull().default([]),
    tags: text('tags', { mode: 'json' }).$type<string[]>().notNull().default([]),
    pickupWindows: text('pickup_windows', { mode: 'json' }).$type<PickupWindow[]>().notNull().default([]),
    postedAt: integer('posted_at', { mode: 'timestamp_ms' })
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    isPromoted: integer('is_promoted', { mode: 'boolean' }).notNull().default(false),
    promotedUntil: integer('promoted_until', { mode: 'timestamp_ms' }),
    promotionPaymentId: text('promotion_payment_id'),
    /**
     * Set while an admin hides the listing (docs/product/moderation.md): buyers no longer see it,
     * its seller does, with the reason, and cannot show it again themselves.
     */
    hiddenAt: integer('hidden_at', { mode: 'timestamp_ms' }),
    hiddenReason: text('hidden_reason'),
    updatedAt: updatedAt(),
    /**
     * The marketplace species filter a listing answers to (src/shared/catalog-filters.ts). Computed
     * by SQLite from species, category and size so every writer gets it right and it can be indexed.
     */
    speciesGroup: text('species_group').generatedAlwaysAs(sql.raw(SPECIES_GROUP_SQL), { mode: 'virtual' }),
    /** Bit per weekday (Sunday = 1 ... Saturday = 64) with a pickup window starting that day. */
    pickupDays: integer('pickup_days').generatedAlwaysAs(sql.raw(PICKUP_DAYS_SQL), { mode: 'virtual' }),
  },
  (t) => [
    index('catches_listing_idx').on(t.isActive, t.expiresAt, t.postedAt),
    // Buyer browsing: one index per (species filter or none) x (newest or price order), limited to
    // active, unhidden rows and carrying expiry, stock and seller so counts never touch the table.
    index('catches_browse_posted_idx')
      .on(t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active = 1 and hidden_at is null`),
    index('catches_browse_price_idx')
      .on(t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active = 1 and hidden_at is null`),
    index('catches_browse_group_posted_idx')
      .on(t.speciesGroup, t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active = 1 and hidden_at is null`),
    index('catches_browse_group_price_idx')
      .on(t.speciesGroup, t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active = 1 and hidden_at is null`),
    index('catches_crabber_idx').on(t.crabberId, t.postedAt),
    index('catches_species_idx').on(t.species),
    index('catches_promoted_idx').on(t.isPromoted, t.promotedUntil),
    // A promotion payment can feature one listing once.
    uniqueIndex('catches_promotion_payment_idx')
      .on(t.promotionPaymentId)
      .where(sql`${t.promotionPaymentId} is not null`),
  ],
);

/**
 * Every paid promotion. `catches.promotion_payment_id` only holds the latest payment, so this
 * history is what stops an older payment from being replayed once a newer one has replaced it.
 */
export const catchPromotions = sqliteTable(
  'catch_promotions',
  {
    id: id(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    catchId: text('catch_id').references(() => catches.id, { onDelete: 'set null' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    promotedUntil: integer('promoted_until', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catch_promotions_crabber_idx').on(t.crabberId, t.createdAt)],
);

export const cartItems = sqliteTable(
  'cart_items',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catchId: text('catch_id')
      .notNull()
      .references(() => catches.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    selectedPickupWindow: text('selected_pickup_window', { mode: 'json' }).$type<PickupWindow>().notNull(),
    /**
     * The dated slot of that window (docs/product/cart-and-checkout.md). Null on lines saved before
     * slots existed: checkout takes the window's next open slot for them.
     */
    pickupSlotStart: integer('pickup_slot_start', { mode: 'timestamp_ms' }),
    pickupSlotEnd: integer('pickup_slot_end', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt)],
);

export const orders = sqliteTable(
  'orders',
  {
    id: id(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'restrict' }),
    pickupWindow: text('pickup_window', { mode: 'json' }).$type<PickupWindow>().notNull(),
    /** When the chosen slot starts and ends; null on orders placed before dated pickups. */
    pickupSlotStart: integer('pickup_slot_start', { mode: 'timestamp_ms' }),
    pickupSlotEnd: integer('pickup_slot_end', { mode: 'timestamp_ms' }),
    status: text('status', { enum: orderStatuses }).notNull().default('confirmed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('cash'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    amountSubtotalCents: integer('amount_subtotal_cents').notNull(),
    feesCents: integer('fees_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    amountTotalCents: integer('amount_total_cents').notNull(),
    /** The random pickup code drawn into the QR pass. */
    qrCode: text('qr_code').notNull().unique(),
    /**
     * The pass the QR encodes: 16 random bytes, base64url (docs/product/orders-and-pickup.md). Kept
     * because the buyer's pass shows it again; checks look it up by its SHA-256 below. Null only on
     * orders from before passes until the start-up backfill (src/server/db/pass-tokens.ts) fills them.
     */
    passToken: text('pass_token'),
    passTokenHash: text('pass_token_hash'),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    pickupLocationAddress: text('pickup_location_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_crabber_idx').on(t.crabberId, t.status, t.createdAt),
    // Counting a seller's orders per pickup slot, for the slot capacity.
    index('orders_crabber_slot_idx').on(t.crabberId, t.pickupSlotStart),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('orders_pass_token_hash_idx').on(t.passTokenHash),
  ],
);

/**
 * What the buyer and the seller of an order write to each other. The sender's account may be
 * deleted later; the message stays (its role still says who wrote it). `readAt` is when the other
 * party first saw it.
 */
export const orderMessages = sqliteTable(
  'order_messages',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => users.id, { onDelete: 'set null' }),
    senderRole: text('sender_role', { enum: ['buyer', 'seller'] }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
    /** Set when an admin removed the message (moderation); the thread shows that it was removed, and why. */
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    // Unread counts: a person's incoming messages not yet seen.
    index('order_messages_unread_idx').on(t.orderId, t.senderRole, t.readAt),
  ],
);

/** Item snapshots: the title, unit and price the buyer agreed to, whatever the listing later says. */
/** One review per completed order, by its buyer, of its seller; the seller may reply once. */
export const reviews = sqliteTable(
  'reviews',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The buyer; the row stays when they delete their account (it then reads "Former buyer"). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    body: text('body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reply: text('reply'),
    repliedAt: integer('replied_at', { mode: 'timestamp_ms' }),
    /** Set when an admin removed the review (moderation): it leaves every page and the seller's rating. */
    removedAt: integer('removed_at', { mode: 'timestamp_ms' }),
    removedReason: text('removed_reason'),
  },
  (t) => [index('reviews_crabber_idx').on(t.crabberId, t.createdAt)],
);

export const orderItems = sqliteTable(
  'order_items',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    catchId: text('catch_id').references(() => catches.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    species: text('species').notNull(),
    unitType: text('unit_type').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_catch_idx').on(t.catchId)],
);

export const notifications = sqliteTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: text('data', { mode: 'json' }).$type<Record<string, unknown>>().notNull().default({}),
    isRead: integer('is_read', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

/** Intents of the built-in test-mode payment provider; Stripe keeps its own when configured. */
export const paymentIntents = sqliteTable(
  'payment_intents',
  {
    id: id(),
    clientSecret: text('client_secret').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    applicationFeeCents: integer('application_fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    status: text('status', {
      enum: ['requires_payment_method', 'requires_action', 'processing', 'succeeded', 'canceled'],
    })
      .notNull()
      .default('requires_payment_method'),
    purpose: text('purpose', { enum: ['order', 'promotion'] }).notNull(),
    referenceId: text('reference_id').notNull(),
    destinationAccountId: text('destination_account_id'),
    metadata: text('metadata', { mode: 'json' }).$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error'),
    chargeId: text('charge_id'),
    /** A repeated create with the same key returns this intent instead of a second one. */
    idempotencyKey: text('idempotency_key'),
    amountRefundedCents: integer('amount_refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_intents_reference_idx').on(t.purpose, t.referenceId),
    uniqueIndex('payment_intents_idempotency_idx')
      .on(t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
  ],
);

/**
 * Sellers' payout accounts under the test-mode provider: the local stand-in for Stripe Connect
 * accounts, completed on a local onboarding page instead of Stripe's.
 */
export const testPaymentAccounts = sqliteTable(
  'test_payment_accounts',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    /** Where onboarding sends the seller afterwards; only paths of our own site are kept. */
    returnPath: text('return_path'),
    refreshPath: text('refresh_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_payment_accounts_seller_idx').on(t.sellerId)],
);

/** Provider webhook events already handled, so a replayed delivery changes nothing twice. */
export const paymentEvents = sqliteTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: integer('processed_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date()),
});

/** Every e-mail the product sends, kept whether or not SMTP is configured. */
export const emailOutbox = sqliteTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status', { enum: ['queued', 'sent', 'logged', 'failed'] })
      .notNull()
      .default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: integer('sent_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

/** Messages sent through the Contact Us form; kept 3 years (privacy policy), then pruned. */
export const contactMessages = sqliteTable(
  'contact_messages',
  {
    id: id(),
    /** Set when the sender was signed in, so support can find their orders. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    userType: text('user_type', { enum: contactUserTypes }).notNull(),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    /** The e-mail to support that carried this message, for its delivery status. */
    emailOutboxId: text('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

/**
 * What admins did to sellers, listings, accounts and reports, with who, when and why; written in
 * the same transaction as the action itself (docs/product/moderation.md).
 */
export const moderationActions = sqliteTable(
  'moderation_actions',
  {
    id: id(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', { enum: moderationActionTypes }).notNull(),
    targetType: text('target_type', { enum: moderationTargetTypes }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('moderation_actions_created_idx').on(t.createdAt),
    index('moderation_actions_target_idx').on(t.targetType, t.targetId),
  ],
);

/** What buyers and sellers reported to the admins: a listing, a message on their order or a review. */
export const reports = sqliteTable(
  'reports',
  {
    id: id(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type', { enum: reportTargetTypes }).notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: reportStatuses }).notNull().default('open'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: integer('resolved_at', { mode: 'timestamp_ms' }),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    // One open report per person per target; once resolved they may report it again.
    uniqueIndex('reports_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
/** Sellers a person follows: each new listing of theirs reaches the follower (docs/product/alerts.md). */
export const sellerFollows = sqliteTable(
  'seller_follows',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.crabberId] }),
    index('seller_follows_crabber_idx').on(t.crabberId),
  ],
);

/**
 * New-catch alerts: a species group (the marketplace's filter), an optional preparation, and a
 * place (geocoded when saved) with a distance in miles around it.
 */
export const catchAlerts = sqliteTable(
  'catch_alerts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesGroup: text('species_group').notNull(),
    prep: text('prep'),
    /** The place as the geocoder named it. */
    place: text('place').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    miles: integer('miles').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('catch_alerts_user_idx').on(t.userId, t.createdAt),
    index('catch_alerts_group_idx').on(t.speciesGroup),
  ],
);

/**
 * One row per person told about a new listing: it keeps them from being told twice, and queues the
 * e-mail the dispatcher sends after the posting answered (alone, or in the hourly digest).
 */
export const newCatchDeliveries = sqliteTable(
  'new_catch_deliveries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catchId: text('catch_id')
      .notNull()
      .references(() => catches.id, { onDelete: 'cascade' }),
    /** pending: waits for the dispatcher; sent: mailed; skipped: no mail (unconfirmed address, e-mails off). */
    emailStatus: text('email_status', { enum: ['pending', 'sent', 'skipped'] }).notNull(),
    createdAt: createdAt(),
    emailedAt: integer('emailed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('new_catch_deliveries_person_catch_idx').on(t.userId, t.catchId),
    index('new_catch_deliveries_pending_idx').on(t.emailStatus, t.userId),
  ],
);

/** A person's new-catch e-mail settings: off after an unsubscribe, and when the last one went out. */
export const alertPreferences = sqliteTable('alert_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailsOffAt: integer('emails_off_at', { mode: 'timestamp_ms' }),
  lastEmailAt: integer('last_email_at', { mode: 'timestamp_ms' }),
});

/** Server-made secrets (the key that signs unsubscribe links when LINK_SECRET is not set). */
export const serverSecrets = sqliteTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Web Push subscriptions, one per device (docs/product/notifications.md): the browser's push
 * service address and keys, tied to the session it was made in, so signing out (or any other end
 * of that session: suspension, account deletion, a password reset) removes exactly that device's.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    id: id(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastSuccessAt: integer('last_success_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Fair-use and brute-force counters (src/server/db/rate-limit-store.ts), kept in the database so
 * every app process on it counts the same calls: one row per limit and caller key, its points and
 * when the window ends. Expired rows are pruned with the sessions.
 */
export const rateLimitCounters = sqliteTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: integer('expire', { mode: 'timestamp_ms' }),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);

/**
 * An account's TOTP authenticator (RFC 6238, docs/security.md). The shared key is kept as the
 * authenticator app holds it: a code proves possession only together with the password, and the
 * row is written only after a confirmation code. `enabledAt` is null while enrolment is unconfirmed.
 */
export const twoFactorSecrets = sqliteTable('two_factor_secrets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The 20-byte shared key, base32 as in the otpauth:// URL. */
  secret: text('secret').notNull(),
  enabledAt: integer('enabled_at', { mode: 'timestamp_ms' }),
  /** The last time step a code was accepted for, so a code cannot be used twice. */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per account; only their SHA-256 is stored. */
export const recoveryCodes = sqliteTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is due. The browser holds the token
 * in a short-lived cookie; only its SHA-256 is the id. Wrong codes count here and lock it.
 */
export const signInChallenges = sqliteTable(
  'sign_in_challenges',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: integer('locked_until', { mode: 'timestamp_ms' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);

/** "Remember this device" for 30 days (never for admins); only the token's SHA-256 is the id. */
export const trustedDevices = sqliteTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

/** WebAuthn credentials (passkeys). `id` is the credential id, base64url. */
export const passkeys = sqliteTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    /** The authenticator's transports (usb, internal, hybrid...), as the browser reported them. */
    transports: text('transports', { mode: 'json' }).$type<string[]>(),
    /** The owner's name for it, e.g. "Pixel 8". */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer('last_used_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges awaiting their answer, each used once: a registration (userId set) or a
 * sign-in (userId null). The browser holds the id in a short-lived cookie.
 */
export const webauthnChallenges = sqliteTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
  createdAt: createdAt(),
});
