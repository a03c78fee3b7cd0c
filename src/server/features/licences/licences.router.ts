import { z } from 'zod';
import {
  licenceChangeInput,
  licenceIdInput,
  licenceInput,
  sellerLicenceInput,
} from '../../../shared/licence.schema';
import { adminProcedure, authedProcedure, router } from '../../trpc/init';

const sellerIdInput = z.strictObject({ sellerId: z.string().min(1).max(64) });

export const licencesRouter = router({
  list: authedProcedure
    .input(sellerIdInput)
    .query(({ ctx, input }) => ctx.services.licences.list(ctx.user, input.sellerId)),
  add: authedProcedure
    .input(z.strictObject({ ...sellerIdInput.shape, ...licenceInput.shape }))
    .mutation(({ ctx, input: { sellerId, ...licence } }) =>
      ctx.services.licences.add(ctx.user, sellerId, licence),
    ),
  change: authedProcedure
    .input(z.strictObject({ ...sellerLicenceInput.shape, ...licenceChangeInput.shape }))
    .mutation(({ ctx, input: { sellerId, licenceId, ...change } }) =>
      ctx.services.licences.change(ctx.user, sellerId, licenceId, change),
    ),
  remove: authedProcedure
    .input(sellerLicenceInput)
    .mutation(({ ctx, input }) => ctx.services.licences.remove(ctx.user, input.sellerId, input.licenceId)),
  verify: adminProcedure
    .input(licenceIdInput)
    .mutation(({ ctx, input }) => ctx.services.licences.verify(ctx.user, input.id)),
});
