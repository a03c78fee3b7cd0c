/** People: accounts, their sessions and single-use links, and seller profiles. */
import { sql } from 'drizzle-orm';
import type { Kit } from '#engine-types';
import type { Availability } from '../../../shared/availability';
import {
  paymentAccountStatuses,
  storedSellerTypes,
  userRoles,
  verificationLevels,
  verificationStatuses,
} from '../../../shared/roles';
import { type SmsPrefs, storedSmsPrefsDefault } from '../../../shared/sms-kinds';
import { commonColumns } from './columns';

export function accountsTables(k: Kit) {
  const { id, createdAt, updatedAt } = commonColumns(k);
  const users = k.table(
    'users',
    {
      id: id(),
      email: k.text('email').notNull().unique(),
      passwordHash: k.text('password_hash').notNull(),
      firstName: k.text('first_name'),
      lastName: k.text('last_name'),
      profileImageUrl: k.text('profile_image_url'),
      /** E.164 (+14105551234). A seller's reaches only buyers holding an open order with them. */
      phone: k.text('phone'),
      /** When the owner confirmed `phone` with a texted code; texts go only to a confirmed number. */
      phoneVerifiedAt: k.instant('phone_verified_at'),
      /** Which texts the owner wants (docs/product/text-messages.md); missing means the defaults. */
      smsPrefs: k.json<Partial<SmsPrefs>>('sms_prefs').notNull().default(storedSmsPrefsDefault),
      role: k.text('role', { enum: userRoles }).notNull().default('buyer'),
      /** When the owner followed a link sent to `email`; null until then (and again after a change). */
      emailVerifiedAt: k.instant('email_verified_at'),
      /**
       * Set when the owner deleted the account: the row stays so orders keep their buyer and seller,
       * but the personal fields are erased and the e-mail is a non-routable placeholder.
       */
      deletedAt: k.instant('deleted_at'),
      /**
       * Set while an admin has suspended the account (docs/product/moderation.md): no session, no
       * sign-in, and a seller's listings leave the marketplace. The reason is the admin's.
       */
      suspendedAt: k.instant('suspended_at'),
      suspensionReason: k.text('suspension_reason'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      // The few suspended accounts, read by the catalog to leave their listings out.
      k.index('users_suspended_idx').on(t.id).where(sql`suspended_at is not null`),
    ],
  );
  /** Only the SHA-256 of a session token is stored, so a leaked table cannot be replayed. */
  const sessions = k.table(
    'sessions',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: k.instant('expires_at').notNull(),
      createdAt: createdAt(),
      /** The browser's User-Agent, so the owner can recognise the device in their list of sessions. */
      userAgent: k.text('user_agent'),
      /** Moved forward at most once a minute by requests, so each request does not write a row. */
      lastSeenAt: k.instant('last_seen_at'),
    },
    (t) => [k.index('sessions_user_idx').on(t.userId), k.index('sessions_expires_idx').on(t.expiresAt)],
  );
  /**
   * Single-use password reset links. Only the SHA-256 of the 256-bit token is kept, so the table
   * cannot be used to reset anyone's password; a row is deleted when used.
   */
  const passwordResetTokens = k.table(
    'password_reset_tokens',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      expiresAt: k.instant('expires_at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('password_reset_tokens_user_idx').on(t.userId)],
  );
  /**
   * Single-use links that confirm an e-mail address: the account's own after sign-up, or the new
   * address it asked to move to. Only the SHA-256 of the token is kept; a row is deleted when used.
   */
  const emailVerificationTokens = k.table(
    'email_verification_tokens',
    {
      id: k.text('id').primaryKey(),
      userId: k
        .text('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      /** The address the link was sent to; the account takes it when the link is followed. */
      email: k.text('email').notNull(),
      expiresAt: k.instant('expires_at').notNull(),
      createdAt: createdAt(),
    },
    (t) => [k.index('email_verification_tokens_user_idx').on(t.userId)],
  );
  const crabberProfiles = k.table(
    'crabber_profiles',
    {
      id: id(),
      userId: k
        .text('user_id')
        .notNull()
        .unique()
        .references(() => users.id, { onDelete: 'cascade' }),
      displayName: k.text('display_name').notNull(),
      bio: k.text('bio'),
      sellerType: k.text('seller_type', { enum: storedSellerTypes }).notNull().default('commercial_fisher'),
      licenseImageUrl: k.text('license_image_url'),
      verificationStatus: k
        .text('verification_status', { enum: verificationStatuses })
        .notNull()
        .default('pending'),
      verificationLevel: k
        .text('verification_level', { enum: verificationLevels })
        .notNull()
        .default('basic'),
      reviewedAt: k.instant('reviewed_at'),
      reviewedBy: k.text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
      /** The admin's reason for a rejection, or for a revocation (status 'revoked', decision 012). */
      rejectionReason: k.text('rejection_reason'),
      pickupLocationLat: k.double('pickup_location_lat'),
      pickupLocationLng: k.double('pickup_location_lng'),
      pickupLocationAddress: k.text('pickup_location_address'),
      pickupInstructions: k.text('pickup_instructions'),
      hours: k.text('hours'),
      availability: k.json<Availability>('availability').notNull().default({}),
      heroPhotoUrl: k.text('hero_photo_url'),
      stripeAccountId: k.text('stripe_account_id'),
      stripeAccountStatus: k
        .text('stripe_account_status', { enum: paymentAccountStatuses })
        .notNull()
        .default('not_connected'),
      specialties: k.json<string[]>('specialties').notNull().default([]),
      weeklyQuantityLimit: k.int('weekly_quantity_limit'),
      /** Pickup rules (docs/product/cart-and-checkout.md): orders close this many hours before a slot. */
      orderCutoffHours: k.int('order_cutoff_hours').notNull().default(2),
      /** At most this many orders per slot; null for no limit. */
      slotCapacity: k.int('slot_capacity'),
      /** A cash order not collected this many hours after its slot ends lapses as a no-show. */
      noShowGraceHours: k.int('no_show_grace_hours').notNull().default(2),
      /** Reviews (docs/product/reviews.md): stars summed and counted, kept in step with `reviews` in one transaction. */
      ratingSum: k.int('rating_sum').notNull().default(0),
      ratingCount: k.int('rating_count').notNull().default(0),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      k.index('crabber_profiles_status_idx').on(t.verificationStatus, t.createdAt),
      // The few sellers not (or no longer) approved, read by the catalog to leave their listings out.
      k.index('crabber_profiles_unlisted_idx').on(t.id).where(sql`verification_status <> 'approved'`),
      // The catalog's distance filter narrows sellers to a bounding box before the exact distance.
      k.index('crabber_profiles_location_idx').on(t.pickupLocationLat, t.pickupLocationLng),
    ],
  );
  return { users, sessions, passwordResetTokens, emailVerificationTokens, crabberProfiles };
}

export type AccountsTables = ReturnType<typeof accountsTables>;
