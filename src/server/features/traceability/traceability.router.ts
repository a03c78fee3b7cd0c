import { traceabilityQuery } from '../../../shared/traceability-record';
import { authedProcedure, router } from '../../trpc/init';

/** The same read as GET /api/traceability (as JSON here). */
export const traceabilityRouter = router({
  records: authedProcedure
    .input(traceabilityQuery.pick({ from: true, to: true }))
    .query(({ ctx, input }) => ctx.services.traceability.records(ctx.user.id, input)),
});
