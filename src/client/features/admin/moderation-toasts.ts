import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModerationActionType } from '../../../shared/moderation.schema';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf, messageOf } from '../../lib/errors';

/** What every moderation mutation on the admin screen does when it settles. */
export function moderationCallbacks(close: () => void, refresh: () => void) {
  return {
    onSuccess: (action: { action: ModerationActionType }) => {
      close();
      refresh();
      toaster.create({ title: moderationMessages.done[action.action], type: 'success' });
    },
    onError: (error: unknown) => {
      // A refused reason stays in the open dialog, under its field.
      if (fieldErrorsOf(error).reason) return;
      close();
      refresh();
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  };
}
