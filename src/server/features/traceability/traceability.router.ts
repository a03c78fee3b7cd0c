import { z } from 'zod';
import { lotCodeInput, lotNoticeInput } from '../../../shared/lot-recall';
import { traceabilityQuery } from '../../../shared/traceability-record';
import { adminProcedure, authedProcedure, router } from '../../trpc/init';

/** The same as GET /api/traceability (as JSON here) and /api/admin/lots/{lotCode}[/notify]. */
export const traceabilityRouter = router({
  records: authedProcedure
    .input(traceabilityQuery.pick({ from: true, to: true }))
    .query(({ ctx, input }) => ctx.services.traceability.records(ctx.user.id, input)),
  lot: adminProcedure
    .input(lotCodeInput)
    .query(({ ctx, input }) => ctx.services.lotRecall.lot(input.lotCode)),
  notifyLot: adminProcedure
    .input(z.object({ ...lotCodeInput.shape, ...lotNoticeInput.shape }))
    .mutation(({ ctx, input }) =>
      ctx.services.lotRecall.notifyBuyers(ctx.user.id, input.lotCode, input.message),
    ),
});
