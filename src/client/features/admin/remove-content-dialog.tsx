import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { moderationCallbacks } from '../../components/moderation/moderation-callbacks';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/**
 * Removing a review or an order message asks for the reason its author will read
 * (docs/product/moderation.md); the removal shows in the activity list.
 */
export function RemoveContentDialog({ kind, id }: { kind: 'review' | 'message'; id: string }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const callbacks = moderationCallbacks(
    () => setOpen(false),
    () => {
      void utils.admin.order.invalidate();
      void utils.moderation.invalidate();
    },
  );
  const removeReview = trpc.moderation.removeReview.useMutation(callbacks);
  const removeMessage = trpc.moderation.removeMessage.useMutation(callbacks);
  const remove = kind === 'review' ? removeReview : removeMessage;
  const label = kind === 'review' ? moderationMessages.removeReview : moderationMessages.removeMessage;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) remove.reset();
        setOpen(next);
      }}
      trigger={
        <Button variant="outline" colorPalette="red" size="xs">
          {label}
        </Button>
      }
      title={kind === 'review' ? moderationMessages.removeReviewTitle : moderationMessages.removeMessageTitle}
      description={moderationMessages.removeHelp}
      label="Reason (shown to the author)"
      confirmLabel={label}
      tone="danger"
      pending={remove.isPending}
      serverError={remove.error ? fieldErrorsOf(remove.error).reason?.[0] : undefined}
      onConfirm={(reason) => remove.mutate({ id, reason })}
    />
  );
}
