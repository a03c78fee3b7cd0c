/** What an order line keeps of its listing's origin at checkout (FSMA 204's key data elements). */
import { localDateOf } from './pickup-slots';
import type { LineTrace, ShellfishTag } from './traceability-kinds';

interface TracedListing {
  harvestDate: Date | null;
  harvestLocation: string | null;
  harvestAreaCode: string | null;
  shellfishTag: ShellfishTag | null;
}

export function lineTraceOf(listing: TracedListing): LineTrace {
  return {
    harvestedOn: listing.harvestDate ? localDateOf(listing.harvestDate) : null,
    harvestLocation: listing.harvestLocation,
    areaCode: listing.harvestAreaCode,
    shellfishTag: listing.shellfishTag,
  };
}
