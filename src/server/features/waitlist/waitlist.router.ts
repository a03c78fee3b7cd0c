import { z } from 'zod';
import {
  speciesWaitlistJoinInput,
  speciesWaitlistLeaveInput,
  waitlistJoinInput,
} from '../../../shared/waitlist.schema';
import { authedProcedure, router } from '../../trpc/init';

const catchId = z.object({ catchId: z.string().min(1, 'Catch not found').max(100, 'Catch not found') });
const crabberId = z.object({
  crabberId: z.string().min(1, 'Seller not found').max(100, 'Seller not found'),
});

/**
 * A buyer's places in the lines for sold-out catches and for sellers' species with nothing on
 * sale; REST mirror in rest/waitlist.routes.ts.
 */
export const waitlistRouter = router({
  join: authedProcedure
    .input(catchId.extend(waitlistJoinInput.shape))
    .mutation(({ ctx, input: { catchId: id, ...body } }) => ctx.services.waitlist.join(ctx.user, id, body)),
  leave: authedProcedure
    .input(catchId)
    .mutation(({ ctx, input }) => ctx.services.waitlist.leave(ctx.user.id, input.catchId)),
  status: authedProcedure
    .input(catchId)
    .query(({ ctx, input }) => ctx.services.waitlist.status(ctx.user.id, input.catchId)),
  mine: authedProcedure.query(({ ctx }) => ctx.services.waitlist.mine(ctx.user.id)),
  sellerSpecies: authedProcedure
    .input(crabberId)
    .query(({ ctx, input }) => ctx.services.speciesWaitlist.forSeller(ctx.user.id, input.crabberId)),
  joinSpecies: authedProcedure
    .input(crabberId.extend(speciesWaitlistJoinInput.shape))
    .mutation(({ ctx, input: { crabberId: id, ...body } }) =>
      ctx.services.speciesWaitlist.join(ctx.user, id, body),
    ),
  leaveSpecies: authedProcedure
    .input(crabberId.extend(speciesWaitlistLeaveInput.shape))
    .mutation(({ ctx, input: { crabberId: id, ...query } }) =>
      ctx.services.speciesWaitlist.leave(ctx.user.id, id, query),
    ),
});
