/** A seller's storefront (/sellers/{id}) and the link preview the server writes for it. */
import { BAY_TIME_ZONE } from '../pickup-schedule';
import { type SellerType, sellerTypeLabels } from '../roles';

export const storefrontMessages = {
  verified: 'Verified Crabber',
  about: 'About',
  specialties: 'Specialties',
  pickup: 'Pickup location',
  contactForLocation: 'Contact for location',
  directions: 'Directions',
  mapsApp: 'Open in maps app',
  pickupHours: 'Pickup hours',
  pickupHoursNote: 'Chesapeake Bay time (Eastern). Each listing shows the dates you can choose.',
  noPickupHours: 'Contact seller for pickup availability and scheduling',
  listings: 'Current listings',
  noListings: 'No catches listed right now',
  noListingsText:
    'Fresh catches show up here as soon as they are posted. Check back after the boats come in.',
  showMore: 'Show more listings',
  loadFailed: 'We could not load this storefront',
  listingsFailed: 'We could not load these listings',
  memberSince: (iso: string) =>
    `Member since ${new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: BAY_TIME_ZONE })}`,
  /** The preview's description when the seller wrote no bio: who they are and where they hand over. */
  previewDescription: (sellerType: SellerType, place: string | null) =>
    `${sellerTypeLabels[sellerType]} selling fresh Chesapeake Bay seafood on BayCatch${place ? `, picked up at ${place}` : ''}.`,
} as const;
