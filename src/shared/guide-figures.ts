/**
 * Figures the buyer and seller guides quote (docs/product/info-pages.md). Pages read them from here so a
 * changed rule changes every page that mentions it.
 */
import { SERVICE_FEE_RATE_BPS } from './money';
import { type SellerType, sellerTypeLabels } from './roles';

/** Card payouts reach the seller's bank through Stripe in this time. */
export const PAYOUT_TIME = '2-3 business days';
/** The buyer's card service fee as the pages print it ("5%"). */
export const SERVICE_FEE_PERCENT = SERVICE_FEE_RATE_BPS / 100;
/** Commission taken from sellers; buyers paying by card pay the separate service fee. */
export const SELLER_COMMISSION_PERCENT = 0;

export const verificationFigures = {
  cost: 'Free',
  applicationTime: '5-10 minutes',
  phoneCallWithin: '24-48 hours',
  phoneCallLength: '5-10 minutes',
  reviewTime: '24-48 hours',
  validFor: 'one year',
  minimumAge: 18,
  maxUploadMb: 5,
  uploadFormats: ['JPG', 'PNG', 'PDF'],
} as const;

/** What an applicant uploads (docs/product/info-pages.md). */
export const verificationDocuments = [
  {
    title: 'Current Maryland commercial crabbing license',
    note: 'Recreational sellers upload the Maryland license or registration that covers their harvest.',
  },
  { title: 'Government-issued photo ID', note: "A driver's license, state ID card or passport." },
  {
    title: 'Proof of boat registration or ownership',
    note: 'Your Maryland registration card or documentation for the boat you work from.',
  },
  {
    title: 'Business license, if you sell as a business',
    note: 'Only when your sales go through a company rather than in your own name.',
  },
] as const;

export const freshness = {
  /** Seafood may be listed only if it was caught within this time. */
  caughtWithin: '24-48 hours',
  season: 'April to December',
  peakSeason: 'May to September',
} as const;

export const handlingFigures = {
  steamCrabsMinutes: '20-25 minutes',
  safeInternalTempF: 145,
  refrigeratorMaxF: 40,
  cookedKeepsDays: '2-3 days',
  frozenPickedMeatMonths: 6,
} as const;

export const sellerGuidance = {
  respondToOrdersWithin: '2-4 hours',
  confirmPickupWithin: '24 hours',
  arriveEarlyMinutes: 15,
} as const;

export interface SellerTypeGuide {
  type: SellerType;
  label: string;
  limit: string;
  verification: 'Full verification' | 'Basic verification';
}

/** Limits by seller type as the static pages state them (docs/product/info-pages.md). */
export const sellerTypeGuides: readonly SellerTypeGuide[] = [
  {
    type: 'commercial',
    label: sellerTypeLabels.commercial,
    limit: 'Unlimited listings',
    verification: 'Full verification',
  },
  {
    type: 'recreational_crabber',
    label: sellerTypeLabels.recreational_crabber,
    limit: 'Up to 3 bushels per week',
    verification: 'Basic verification',
  },
  {
    type: 'recreational_fisher',
    label: sellerTypeLabels.recreational_fisher,
    limit: 'Up to 30 fish per listing',
    verification: 'Basic verification',
  },
  {
    type: 'recreational_shellfish',
    label: sellerTypeLabels.recreational_shellfish,
    limit: 'Up to 2 dozen per day',
    verification: 'Basic verification',
  },
];
