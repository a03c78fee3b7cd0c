import {
  adminOrderIdInput,
  adminOrderSearchQuery,
  applicationIdInput,
  rejectApplicationInput,
  sellerLimitsInput,
} from '../../../shared/admin.schema';
import { reconciliationQuery } from '../../../shared/reconciliation.dto';
import { adminProcedure, router } from '../../trpc/init';

/** The tRPC twins of /api/admin/{applications,orders,disputes,reconciliation,sellers/{id}/limits}. */
export const adminRouter = router({
  applications: adminProcedure.query(({ ctx }) => ctx.services.admin.listApplications()),
  approve: adminProcedure
    .input(applicationIdInput)
    .mutation(({ ctx, input }) => ctx.services.admin.approve(ctx.user.id, input.id)),
  reject: adminProcedure
    .input(rejectApplicationInput)
    .mutation(({ ctx, input }) => ctx.services.admin.reject(ctx.user.id, input.id, input.reason)),
  orders: adminProcedure
    .input(adminOrderSearchQuery)
    .query(({ ctx, input }) => ctx.services.adminOrders.search(input)),
  order: adminProcedure
    .input(adminOrderIdInput)
    .query(({ ctx, input }) => ctx.services.adminOrders.detail(input.id)),
  disputes: adminProcedure.query(({ ctx }) => ctx.services.disputes.listOpen()),
  reconciliation: adminProcedure
    .input(reconciliationQuery)
    .query(({ ctx, input }) => ctx.services.reconciliation.ofDay(input.date)),
  checkReconciliation: adminProcedure
    .input(reconciliationQuery)
    .mutation(({ ctx, input }) => ctx.services.reconciliation.checkAgain(input.date)),
  setSellerLimits: adminProcedure
    .input(sellerLimitsInput)
    .mutation(({ ctx, input }) =>
      ctx.services.admin.setSellerLimits(ctx.user.id, input.id, input.weeklyQuantityLimit),
    ),
});
