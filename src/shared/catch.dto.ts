/**
 * Listings on the wire: `CatchDto` is the one shape every read of a listing returns. Money is a decimal
 * string, dates are ISO strings; the promotion's payment id stays on the server.
 */
import { z } from 'zod';
import { ratingDto } from './review.dto';
import { storedSellerTypes, verificationStatuses } from './roles';
import { shellfishTagDto } from './shellfish-tag.schema';
import { offSaleReasons } from './traceability-kinds';
import { listingPricings } from './weighed-lines';
import { instant, money, pickupWindow, pounds } from './wire-formats';

/** The seller as a listing carries it (`crabber` in the API's reads; see docs/glossary.md). */
export const catchSellerDto = z
  .object({
    id: z.string(),
    displayName: z.string(),
    bio: z.string().nullable(),
    verificationStatus: z.enum(verificationStatuses),
    sellerType: z.enum(storedSellerTypes),
    pickupLocationAddress: z.string().nullable(),
    pickupLocationLat: z.number().nullable(),
    pickupLocationLng: z.number().nullable(),
    pickupInstructions: z.string().nullable(),
    profileImageUrl: z.string().nullable().meta({ description: "The seller's own account picture" }),
    heroPhotoUrl: z.string().nullable(),
    acceptsCard: z.boolean().meta({ description: 'Whether a buyer may pay this seller by card' }),
    rating: ratingDto,
  })
  .meta({ id: 'CatchSeller', description: 'The seller as a listing carries it' });
export type CatchSellerDto = z.output<typeof catchSellerDto>;

export const pickupSlotDto = z
  .object({
    start: instant,
    end: instant,
    window: pickupWindow,
    date: z.iso.date().meta({ description: 'The dock-local date the slot starts on' }),
    remaining: z
      .number()
      .int()
      .optional()
      .meta({ description: 'Orders it still takes; present when the seller limits orders per slot' }),
    closed: z.literal(true).optional().meta({ description: 'Present when the slot can no longer be chosen' }),
    reason: z.string().optional().meta({ description: 'Why it is closed, for a buyer to read' }),
  })
  .meta({ id: 'PickupSlot', description: 'A dated pickup: one occurrence of a weekly window' });
export type PickupSlotDto = z.output<typeof pickupSlotDto>;

export const catchDto = z
  .object({
    id: z.string(),
    crabberId: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    category: z.string(),
    species: z.string(),
    variety: z.string().nullable(),
    prep: z.string(),
    sizeMix: z.string(),
    unitType: z.string(),
    unitPrice: money,
    pricing: z.enum(listingPricings),
    estimatedLbPerUnit: z
      .object({ min: pounds, max: pounds })
      .nullable()
      .meta({ description: "One piece's estimated weight on a per_lb listing; null on unit listings" }),
    qtyAvailable: z.number().int(),
    harvestDate: instant.nullable(),
    harvestLocation: z.string().nullable(),
    lotCode: z
      .string()
      .nullable()
      .meta({ description: 'The traceability lot code of its current harvest, e.g. DOB-20261128-01' }),
    harvestAreaCode: z.string().nullable().meta({
      description: 'Oysters, clams and scallops: the harvest area (GET /api/harvest-areas); null otherwise',
    }),
    offSaleReason: z.enum(offSaleReasons).nullable().meta({
      description:
        'Why the law has taken the listing off sale (a lapsed licence, a closed harvest area); null when on sale',
    }),
    shellfishTag: shellfishTagDto
      .nullable()
      .meta({ description: "Shellfish in the shell: the harvester tag's facts; null otherwise" }),
    photos: z.array(z.string()),
    tags: z.array(z.string()),
    pickupWindows: z.array(pickupWindow),
    pickupSlots: z
      .array(pickupSlotDto)
      .optional()
      .meta({ description: 'The dated pickups on offer; on the single-catch read only' }),
    postedAt: instant,
    expiresAt: instant,
    isActive: z.boolean(),
    isPromoted: z.boolean(),
    hiddenReason: z
      .string()
      .nullable()
      .meta({ description: "The admin's reason while the listing is hidden from buyers; null otherwise" }),
    promotedUntil: instant.nullable(),
    inSeason: z.boolean().meta({
      description:
        "A season covers the catch and is open today (GET /api/rules); false when none covers it or seasons are off. Catalog reads only; the seller's own reads say false",
    }),
    crabber: catchSellerDto,
    distanceMiles: z
      .number()
      .nullable()
      .optional()
      .meta({ description: 'Miles from the searched location; present only when the search had one' }),
  })
  .meta({ id: 'Catch', description: 'A listing' });
export type CatchDto = z.output<typeof catchDto>;

export const promotionIntentDto = z
  .object({
    clientSecret: z.string(),
    paymentIntentId: z.string(),
    amount: money.meta({
      description:
        'The price the server charges: $5.00 for 7 days, or ceil($5.00 × days / 7) for a listing that expires sooner',
    }),
    visibleDays: z.number().int().min(1).max(7).meta({
      description: 'Whole days (a started day counts) the feature will show: up to 7, never past expiry',
    }),
    featuredUntil: instant.meta({
      description: "When the feature ends: 7 days on, or the listing's expiry",
    }),
    mode: z
      .enum(['stripe', 'test'])
      .meta({ description: "'test' runs the built-in test-mode card form; 'stripe' loads Stripe's" }),
    publishableKey: z
      .string()
      .nullable()
      .meta({ description: "Stripe's publishable key; null in test mode" }),
  })
  .meta({ id: 'PromotionIntent' });
export type PromotionIntentDto = z.output<typeof promotionIntentDto>;
