import { contactMessageInput } from '../../../shared/contact.schema';
import { publicProcedure, router } from '../../trpc/init';

export const contactRouter = router({
  supportDetails: publicProcedure.query(({ ctx }) => ctx.services.contact.supportDetails()),

  send: publicProcedure
    .input(contactMessageInput)
    .mutation(({ ctx, input }) =>
      ctx.services.contact.sendMessage(input, { address: ctx.clientAddress, userId: ctx.user?.id ?? null }),
    ),
});
