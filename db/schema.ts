/**
 * The BayCatch data model. Money columns end in `_cents` and hold integers; ids are UUID strings;
 * timestamps are epoch milliseconds. JSON columns hold small, always-read-together values.
 */
import { sql } from 'drizzle-orm';
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { Availability, PickupWindow } from '../src/shared/availability';
import { orderStatuses, paymentMethods, paymentStatuses } from '../src/shared/catch-options';
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

export const users = sqliteTable('users', {
  id: id(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  role: text('role', { enum: userRoles }).notNull().default('buyer'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

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
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('crabber_profiles_status_idx').on(t.verificationStatus, t.createdAt)],
);

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
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catches_listing_idx').on(t.isActive, t.expiresAt, t.postedAt),
    index('catches_crabber_idx').on(t.crabberId, t.postedAt),
    index('catches_species_idx').on(t.species),
    index('catches_promoted_idx').on(t.isPromoted, t.promotedUntil),
    // A promotion payment can feature one listing once.
    uniqueIndex('catches_promotion_payment_idx')
      .on(t.promotionPaymentId)
      .where(sql`${t.promotionPaymentId} is not null`),
  ],
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
    status: text('status', { enum: orderStatuses }).notNull().default('confirmed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('cash'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    amountSubtotalCents: integer('amount_subtotal_cents').notNull(),
    feesCents: integer('fees_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    amountTotalCents: integer('amount_total_cents').notNull(),
    /** The random pickup code drawn into the QR pass. */
    qrCode: text('qr_code').notNull().unique(),
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    pickupLocationAddress: text('pickup_location_address'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt),
    index('orders_crabber_idx').on(t.crabberId, t.status, t.createdAt),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
  ],
);

/** Item snapshots: the title, unit and price the buyer agreed to, whatever the listing later says. */
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payment_intents_reference_idx').on(t.purpose, t.referenceId)],
);

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
