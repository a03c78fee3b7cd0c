import {
  createListingInput,
  listingIdInput,
  setQuantityInput,
  updateListingInput,
} from '../../../shared/listing.schema';
import { approvedSellerProcedure, router, sellerProcedure } from '../../trpc/init';

export const listingsRouter = router({
  create: approvedSellerProcedure
    .input(createListingInput)
    .mutation(({ ctx, input }) => ctx.services.listings.create(ctx.user, input)),
  update: sellerProcedure
    .input(updateListingInput)
    .mutation(({ ctx, input }) => ctx.services.listings.update(ctx.user, input.id, input.data)),
  setQuantity: sellerProcedure
    .input(setQuantityInput)
    .mutation(({ ctx, input: { id, ...change } }) => ctx.services.listings.setQuantity(ctx.user, id, change)),
  remove: sellerProcedure
    .input(listingIdInput)
    .mutation(({ ctx, input }) => ctx.services.listings.remove(ctx.user, input.id)),
});
