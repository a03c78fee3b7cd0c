import { z } from 'zod';
import { orderIdInput } from '../../../shared/order.schema';
import {
  reviewIdInput,
  reviewInput,
  reviewReplyInput,
  sellerReviewsInput,
} from '../../../shared/review.schema';
import { authedProcedure, rateLimited, router } from '../../trpc/init';
import { viewerOf } from '../orders/orders.service';

export const reviewsRouter = router({
  write: authedProcedure
    .use(rateLimited('review'))
    .input(z.strictObject({ ...orderIdInput.shape, ...reviewInput.shape }))
    .mutation(async ({ ctx, input }) => {
      const { review } = await ctx.services.reviews.write(viewerOf(ctx.user), input.id, {
        stars: input.stars,
        body: input.body,
      });
      return review;
    }),
  reply: authedProcedure
    .use(rateLimited('review'))
    .input(z.strictObject({ ...reviewIdInput.shape, ...reviewReplyInput.shape }))
    .mutation(({ ctx, input }) =>
      ctx.services.reviews.reply(viewerOf(ctx.user), input.id, { body: input.body }),
    ),
  forOrder: authedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.reviews.forOrder(viewerOf(ctx.user), input.id)),
  forSeller: authedProcedure.input(sellerReviewsInput).query(({ ctx, input }) =>
    ctx.services.reviews.forSeller(viewerOf(ctx.user), input.sellerId, {
      limit: input.limit,
      offset: input.offset,
    }),
  ),
});
