import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FormPageDto } from '../../../shared/form-posts';
import { FORM_POSTS, type FormPostName } from '../../../shared/native-forms';
import { takeFormNotice } from '../../http/form-notice-cookie';
import { publicProcedure, router } from '../../trpc/init';

const formName = z.enum(Object.keys(FORM_POSTS) as [FormPostName, ...FormPostName[]]);

export const formsRouter = router({
  /**
   * What a form's page is drawn with (src/shared/form-posts.ts): the notice its last post left,
   * read once, and for Place Order a fresh key for the attempt, which the form carries in a hidden
   * field so sending it twice places the orders once. Drawn by the server, so the page works as
   * painted, before any script.
   */
  page: publicProcedure.input(z.object({ form: formName })).query(({ ctx, input }): FormPageDto => {
    const notice = takeFormNotice(ctx.c, ctx.config);
    return {
      notice: notice?.form === input.form ? notice : null,
      attemptKey: input.form === 'placeOrder' ? randomUUID() : null,
    };
  }),
});
