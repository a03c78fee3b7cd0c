import { z } from 'zod';
import { waitlistJoinInput } from '../../../shared/waitlist.schema';
import { authedProcedure, router } from '../../trpc/init';

const catchId = z.object({ catchId: z.string().min(1, 'Catch not found').max(100, 'Catch not found') });

/** A buyer's places in the lines for sold-out catches; REST mirror in rest/waitlist.routes.ts. */
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
});
