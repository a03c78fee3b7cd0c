import type { CatchDto } from '../../../shared/catch.schema';
import { freshnessRuleFor, latestExpiry } from '../../../shared/freshness';
import { needsHarvestArea } from '../../../shared/harvest-areas';
import {
  type CreateListingInput,
  categoryFor,
  DEFAULT_LISTING_HOURS,
  postFormDefaults,
  quantityFromField,
} from '../../../shared/listing.schema';
import { localDateOf } from '../../../shared/pickup-slots';
import { isShellfishInShell } from '../../../shared/shellfish-tag.schema';
import type { ShellfishTag } from '../../../shared/traceability-kinds';

/** What the listing form holds: every field as its input shows it. */
export interface ListingDraft {
  title: string;
  description: string;
  species: string;
  prep: string;
  sizeMix: string;
  unitType: string;
  unitPrice: string;
  /** 'per_lb': the price is per pound and one piece weighs about estLbMin-estLbMax. */
  pricing: 'unit' | 'per_lb';
  estLbMin: string;
  estLbMax: string;
  qtyAvailable: string;
  /** datetime-local; empty when the listing never said (it then counts from its posting). */
  harvestDate: string;
  expiresAt: string;
  isActive: boolean;
  /** Oysters, clams and scallops: the harvest area's code; empty until chosen. */
  harvestAreaCode: string;
  /** Oysters and clams in the shell: their harvester tag as typed (its area is the listing's). */
  tag: ShellfishTagDraft;
}

export interface ShellfishTagDraft {
  harvesterName: string;
  licenceNumber: string;
  /** YYYY-MM-DD, as a date input gives it. */
  harvestedOn: string;
  quantity: string;
  unit: string;
  tagNumber: string;
}

/** A blank tag dated on the day of the harvest, or today. */
function blankTag(harvested: Date): ShellfishTagDraft {
  return {
    harvesterName: '',
    licenceNumber: '',
    harvestedOn: localDateOf(harvested),
    quantity: '',
    unit: '',
    tagNumber: '',
  };
}

function tagDraftOf(tag: ShellfishTag): ShellfishTagDraft {
  return { ...tag, quantity: String(tag.quantity), tagNumber: tag.tagNumber ?? '' };
}

/** A Date as the value of an <input type="datetime-local"> in the browser's time zone. */
export function toLocalInput(date: Date): string {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** The latest expiry the freshness rule allows for a draft: from its harvest, else from now. */
export function draftFreshness(draft: ListingDraft, now = new Date()) {
  const rule = freshnessRuleFor({ category: categoryFor(draft.species, draft.sizeMix), prep: draft.prep });
  const harvested = draft.harvestDate ? new Date(draft.harvestDate) : now;
  const from = Number.isNaN(harvested.getTime()) ? now : harvested;
  return { rule, latest: latestExpiry(rule, from) };
}

/** A new post's expiry: the usual run, or less when the catch keeps less (the freshness rule). */
function freshExpiry(draft: ListingDraft, now: Date): string {
  const usual = now.getTime() + DEFAULT_LISTING_HOURS * 3_600_000;
  const { latest } = draftFreshness(draft, now);
  return toLocalInput(new Date(Math.min(usual, latest.getTime())));
}

/**
 * A new post: the usual catch picked, but price and quantity empty. Typical values show only as
 * hints (postHints), so a hurried seller never posts a price they did not type.
 */
export function newListingDraft(now = new Date()): ListingDraft {
  const draft: ListingDraft = {
    ...postFormDefaults,
    unitPrice: '',
    pricing: 'unit',
    estLbMin: '',
    estLbMax: '',
    qtyAvailable: '',
    harvestDate: toLocalInput(now),
    expiresAt: '',
    harvestAreaCode: '',
    tag: blankTag(now),
  };
  return { ...draft, expiresAt: freshExpiry(draft, now) };
}

/** The placeholders of the post form's price and quantity: what a dozen #1 live crabs usually are. */
export const postHints = {
  unitPrice: postFormDefaults.unitPrice,
  qtyAvailable: String(postFormDefaults.qtyAvailable),
};

/**
 * Post again: an earlier listing's catch, price and wording as a new post, harvested now and
 * expiring by the freshness rule from now. A sold-out listing's quantity is left for the seller to
 * type; a new post is always active.
 */
export function draftForPostAgain(listing: CatchDto, now = new Date()): ListingDraft {
  const draft: ListingDraft = {
    ...draftFromListing(listing),
    qtyAvailable: listing.qtyAvailable > 0 ? String(listing.qtyAvailable) : '',
    harvestDate: toLocalInput(now),
    isActive: true,
  };
  return { ...draft, expiresAt: freshExpiry(draft, now) };
}

export function draftFromListing(listing: CatchDto): ListingDraft {
  return {
    title: listing.title,
    description: listing.description ?? '',
    species: listing.species,
    prep: listing.prep,
    sizeMix: listing.sizeMix,
    unitType: listing.unitType,
    unitPrice: listing.unitPrice,
    pricing: listing.pricing,
    estLbMin: listing.estimatedLbPerUnit?.min ?? '',
    estLbMax: listing.estimatedLbPerUnit?.max ?? '',
    qtyAvailable: String(listing.qtyAvailable),
    harvestDate: listing.harvestDate ? toLocalInput(new Date(listing.harvestDate)) : '',
    expiresAt: toLocalInput(new Date(listing.expiresAt)),
    isActive: listing.isActive,
    harvestAreaCode: listing.harvestAreaCode ?? '',
    tag: listing.shellfishTag
      ? tagDraftOf(listing.shellfishTag)
      : blankTag(listing.harvestDate ? new Date(listing.harvestDate) : new Date()),
  };
}

/** The fields as the listing calls take them; a non-number quantity becomes the form's minimum. */
export function listingFields(draft: ListingDraft, minQuantity: number) {
  const expires = draft.expiresAt ? new Date(draft.expiresAt) : null;
  const harvested = draft.harvestDate ? new Date(draft.harvestDate) : null;
  const category = categoryFor(draft.species, draft.sizeMix);
  return {
    title: draft.title,
    description: draft.description,
    // The selects only offer listed values; the server checks them again.
    species: draft.species as CreateListingInput['species'],
    prep: draft.prep as CreateListingInput['prep'],
    sizeMix: draft.sizeMix as CreateListingInput['sizeMix'],
    unitType: draft.unitType as CreateListingInput['unitType'],
    unitPrice: draft.unitPrice,
    pricing: draft.pricing,
    estimatedLbPerUnit: draft.pricing === 'per_lb' ? { min: draft.estLbMin, max: draft.estLbMax } : null,
    qtyAvailable: quantityFromField(draft.qtyAvailable, minQuantity, minQuantity),
    ...(expires && !Number.isNaN(expires.getTime()) ? { expiresAt: expires.toISOString() } : {}),
    ...(harvested && !Number.isNaN(harvested.getTime()) ? { harvestDate: harvested.toISOString() } : {}),
    isActive: draft.isActive,
    // Only shellfish carry an area: changing the species away from them clears it.
    harvestAreaCode: needsHarvestArea({ species: draft.species, category })
      ? draft.harvestAreaCode || null
      : null,
    // Only shellfish in the shell carry a tag; its area is always the listing's own.
    shellfishTag: isShellfishInShell({ species: draft.species, category, prep: draft.prep })
      ? {
          ...draft.tag,
          // An empty quantity is sent as no number, for the server to ask for it.
          quantity: draft.tag.quantity.trim() === '' ? Number.NaN : Number(draft.tag.quantity),
          areaCode: draft.harvestAreaCode,
        }
      : null,
  };
}
