import { applicationIdInput, rejectApplicationInput } from '../../../shared/admin.schema';
import { adminProcedure, router } from '../../trpc/init';

export const adminRouter = router({
  applications: adminProcedure.query(({ ctx }) => ctx.services.admin.listApplications()),
  approve: adminProcedure
    .input(applicationIdInput)
    .mutation(({ ctx, input }) => ctx.services.admin.approve(ctx.user.id, input.id)),
  reject: adminProcedure
    .input(rejectApplicationInput)
    .mutation(({ ctx, input }) => ctx.services.admin.reject(ctx.user.id, input.id, input.reason)),
});
