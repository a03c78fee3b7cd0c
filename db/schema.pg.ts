/** Mirrors db/schema.ts for PostgreSQL; tests/api/schema-agreement.test.ts keeps the two in step. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

const ms = { withTimezone: true, mode: 'date', precision: 3 } as const;

const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());
const createdAt = () =>
  timestamp('created_at', ms)
    .notNull()
    .$defaultFn(() => new Date());
const updatedAt = () =>
  timestamp('updated_at', ms)
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    phone: text('phone'),
    role: text('role', { enum: userRoles }).notNull().default('buyer'),
    emailVerifiedAt: timestamp('email_verified_at', ms),
    deletedAt: timestamp('deleted_at', ms),
    suspendedAt: timestamp('suspended_at', ms),
    suspensionReason: text('suspension_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_suspended_idx').on(t.id).where(sql`suspended_at is not null`)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: createdAt(),
    userAgent: text('user_agent'),
    lastSeenAt: timestamp('last_seen_at', ms),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

export const crabberProfiles = pgTable(
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
    reviewedAt: timestamp('reviewed_at', ms),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    pickupLocationLat: doublePrecision('pickup_location_lat'),
    pickupLocationLng: doublePrecision('pickup_location_lng'),
    pickupLocationAddress: text('pickup_location_address'),
    pickupInstructions: text('pickup_instructions'),
    hours: text('hours'),
    availability: jsonb('availability').$type<Availability>().notNull().default({}),
    heroPhotoUrl: text('hero_photo_url'),
    stripeAccountId: text('stripe_account_id'),
    stripeAccountStatus: text('stripe_account_status', { enum: paymentAccountStatuses })
      .notNull()
      .default('not_connected'),
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    weeklyQuantityLimit: integer('weekly_quantity_limit'),
    orderCutoffHours: integer('order_cutoff_hours').notNull().default(2),
    slotCapacity: integer('slot_capacity'),
    noShowGraceHours: integer('no_show_grace_hours').notNull().default(2),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crabber_profiles_status_idx').on(t.verificationStatus, t.createdAt),
    index('crabber_profiles_unlisted_idx').on(t.id).where(sql`verification_status <> 'approved'`),
    index('crabber_profiles_location_idx').on(t.pickupLocationLat, t.pickupLocationLng),
  ],
);

export const closedPickupDays = pgTable(
  'closed_pickup_days',
  {
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.crabberId, t.date] })],
);

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

/** db/schema.ts globs the JSON text; PostgreSQL reads the same '{Day} HH:MM' starts with a JSON path. */
const PICKUP_DAYS_SQL = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
  .map(
    (day, bit) =>
      `(CASE WHEN jsonb_path_exists(pickup_windows, '$[*] ? (@.start like_regex "^${day} [0-2][0-9]:[0-5][0-9]$")') THEN ${1 << bit} ELSE 0 END)`,
  )
  .join(' + ');

export const catches = pgTable(
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
    harvestDate: timestamp('harvest_date', ms),
    harvestLocation: text('harvest_location'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    pickupWindows: jsonb('pickup_windows').$type<PickupWindow[]>().notNull().default([]),
    postedAt: timestamp('posted_at', ms)
      .notNull()
      .$defaultFn(() => new Date()),
    expiresAt: timestamp('expires_at', ms).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isPromoted: boolean('is_promoted').notNull().default(false),
    promotedUntil: timestamp('promoted_until', ms),
    promotionPaymentId: text('promotion_payment_id'),
    hiddenAt: timestamp('hidden_at', ms),
    hiddenReason: text('hidden_reason'),
    updatedAt: updatedAt(),
    speciesGroup: text('species_group').generatedAlwaysAs(sql.raw(SPECIES_GROUP_SQL)),
    pickupDays: integer('pickup_days').generatedAlwaysAs(sql.raw(PICKUP_DAYS_SQL)),
  },
  (t) => [
    index('catches_listing_idx').on(t.isActive, t.expiresAt, t.postedAt),
    index('catches_browse_posted_idx')
      .on(t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active and hidden_at is null`),
    index('catches_browse_price_idx')
      .on(t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active and hidden_at is null`),
    index('catches_browse_group_posted_idx')
      .on(t.speciesGroup, t.postedAt, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active and hidden_at is null`),
    index('catches_browse_group_price_idx')
      .on(t.speciesGroup, t.unitPriceCents, t.expiresAt, t.qtyAvailable, t.crabberId)
      .where(sql`is_active and hidden_at is null`),
    index('catches_crabber_idx').on(t.crabberId, t.postedAt),
    index('catches_species_idx').on(t.species),
    index('catches_promoted_idx').on(t.isPromoted, t.promotedUntil),
    uniqueIndex('catches_promotion_payment_idx')
      .on(t.promotionPaymentId)
      .where(sql`${t.promotionPaymentId} is not null`),
  ],
);

export const catchPromotions = pgTable(
  'catch_promotions',
  {
    id: id(),
    paymentIntentId: text('payment_intent_id').notNull().unique(),
    catchId: text('catch_id').references(() => catches.id, { onDelete: 'set null' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    promotedUntil: timestamp('promoted_until', ms).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('catch_promotions_crabber_idx').on(t.crabberId, t.createdAt)],
);

export const cartItems = pgTable(
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
    selectedPickupWindow: jsonb('selected_pickup_window').$type<PickupWindow>().notNull(),
    pickupSlotStart: timestamp('pickup_slot_start', ms),
    pickupSlotEnd: timestamp('pickup_slot_end', ms),
    createdAt: createdAt(),
  },
  (t) => [index('cart_items_user_idx').on(t.userId, t.createdAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: id(),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'restrict' }),
    pickupWindow: jsonb('pickup_window').$type<PickupWindow>().notNull(),
    pickupSlotStart: timestamp('pickup_slot_start', ms),
    pickupSlotEnd: timestamp('pickup_slot_end', ms),
    status: text('status', { enum: orderStatuses }).notNull().default('confirmed'),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull().default('cash'),
    paymentStatus: text('payment_status', { enum: paymentStatuses }).notNull().default('unpaid'),
    amountSubtotalCents: integer('amount_subtotal_cents').notNull(),
    feesCents: integer('fees_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    amountTotalCents: integer('amount_total_cents').notNull(),
    qrCode: text('qr_code').notNull().unique(),
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
    index('orders_crabber_slot_idx').on(t.crabberId, t.pickupSlotStart),
    index('orders_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('orders_pass_token_hash_idx').on(t.passTokenHash),
  ],
);

export const orderMessages = pgTable(
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
    readAt: timestamp('read_at', ms),
    removedAt: timestamp('removed_at', ms),
    removedReason: text('removed_reason'),
  },
  (t) => [
    index('order_messages_order_idx').on(t.orderId, t.createdAt),
    index('order_messages_unread_idx').on(t.orderId, t.senderRole, t.readAt),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: text('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    crabberId: text('crabber_id')
      .notNull()
      .references(() => crabberProfiles.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    body: text('body'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', ms),
    removedAt: timestamp('removed_at', ms),
    removedReason: text('removed_reason'),
  },
  (t) => [index('reviews_crabber_idx').on(t.crabberId, t.createdAt)],
);

export const orderItems = pgTable(
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

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.isRead, t.createdAt)],
);

export const paymentIntents = pgTable(
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
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    lastError: text('last_error'),
    chargeId: text('charge_id'),
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

export const testPaymentAccounts = pgTable(
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
    returnPath: text('return_path'),
    refreshPath: text('refresh_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('test_payment_accounts_seller_idx').on(t.sellerId)],
);

export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', ms)
    .notNull()
    .$defaultFn(() => new Date()),
});

export const emailOutbox = pgTable(
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
    sentAt: timestamp('sent_at', ms),
  },
  (t) => [index('email_outbox_status_idx').on(t.status, t.createdAt)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: id(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    userType: text('user_type', { enum: contactUserTypes }).notNull(),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    emailOutboxId: text('email_outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt)],
);

export const moderationActions = pgTable(
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

export const reports = pgTable(
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
    resolvedAt: timestamp('resolved_at', ms),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    uniqueIndex('reports_open_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
  ],
);
export const sellerFollows = pgTable(
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

export const catchAlerts = pgTable(
  'catch_alerts',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    speciesGroup: text('species_group').notNull(),
    prep: text('prep'),
    place: text('place').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    miles: integer('miles').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('catch_alerts_user_idx').on(t.userId, t.createdAt),
    index('catch_alerts_group_idx').on(t.speciesGroup),
  ],
);

export const newCatchDeliveries = pgTable(
  'new_catch_deliveries',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    catchId: text('catch_id')
      .notNull()
      .references(() => catches.id, { onDelete: 'cascade' }),
    emailStatus: text('email_status', { enum: ['pending', 'sent', 'skipped'] }).notNull(),
    createdAt: createdAt(),
    emailedAt: timestamp('emailed_at', ms),
  },
  (t) => [
    uniqueIndex('new_catch_deliveries_person_catch_idx').on(t.userId, t.catchId),
    index('new_catch_deliveries_pending_idx').on(t.emailStatus, t.userId),
  ],
);

export const alertPreferences = pgTable('alert_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailsOffAt: timestamp('emails_off_at', ms),
  lastEmailAt: timestamp('last_email_at', ms),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

export const pushSubscriptions = pgTable(
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
    lastSuccessAt: timestamp('last_success_at', ms),
  },
  (t) => [
    index('push_subscriptions_user_idx').on(t.userId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    expire: timestamp('expire', ms),
  },
  (t) => [index('rate_limit_counters_expire_idx').on(t.expire)],
);

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', ms),
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', ms),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', ms),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId)],
);

export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', ms).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('trusted_devices_user_idx').on(t.userId)],
);

export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', ms),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', ms).notNull(),
  createdAt: createdAt(),
});
