import { useEffect } from 'react';
import type { FormPageDto } from '../../shared/form-posts';
import type { FormPostName } from '../../shared/native-forms';
import { trpc } from './trpc';

/**
 * What the server drew a form's page with (src/shared/form-posts.ts): the notice of the form post
 * that led here and, for Place Order, the attempt's key. Read with the page, so the server-drawn
 * form works before any script; forgotten when the screen goes, so a later visit reads afresh.
 */
export function useFormPage(form: FormPostName): FormPageDto | undefined {
  const utils = trpc.useUtils();
  const page = trpc.forms.page.useQuery({ form });
  useEffect(() => () => void utils.forms.page.reset({ form }), [utils, form]);
  return page.data;
}
