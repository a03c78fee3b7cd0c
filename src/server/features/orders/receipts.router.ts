import { orderIdInput } from '../../../shared/order.schema';
import { receiptMonthQuery } from '../../../shared/receipt.dto';
import { authedProcedure, router, sellerProcedure } from '../../trpc/init';

/** The same reads as GET /api/orders/{id}/receipt and /api/crabber/receipts (as JSON here). */
export const receiptsRouter = router({
  forOrder: authedProcedure
    .input(orderIdInput)
    .query(({ ctx, input }) => ctx.services.receipts.forOrder(ctx.user, input.id)),
  month: sellerProcedure
    .input(receiptMonthQuery.pick({ month: true }))
    .query(({ ctx, input }) => ctx.services.receipts.forMonth(ctx.user.crabberProfile.id, input.month)),
});
