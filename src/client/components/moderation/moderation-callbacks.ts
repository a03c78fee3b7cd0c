import { moderationMessages } from '../../../shared/messages/moderation';
import type { ModerationActionType } from '../../../shared/moderation.schema';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { toaster } from '../ui/toaster';

/** What every moderation mutation does when it settles (the admin screen, a catch page's Hide listing). */
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
