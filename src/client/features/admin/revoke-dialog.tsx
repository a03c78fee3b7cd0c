import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { moderationCallbacks } from '../../components/moderation/moderation-callbacks';
import { ReasonDialog } from '../../components/moderation/reason-dialog';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

/** Revoking asks for the reason the seller will read on their dashboard. */
export function RevokeDialog({ sellerId, displayName }: { sellerId: string; displayName: string }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const revoke = trpc.moderation.revokeSeller.useMutation(
    moderationCallbacks(
      () => setOpen(false),
      () => {
        void utils.admin.applications.invalidate();
        void utils.moderation.invalidate();
      },
    ),
  );
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) revoke.reset();
        setOpen(next);
      }}
      trigger={
        <Button variant="outline" colorPalette="red" size="sm">
          {moderationMessages.revokeApproval}
        </Button>
      }
      title={`Revoke ${displayName}'s approval?`}
      description="Their listings leave the marketplace and they cannot post until you approve them again. Their open orders stay for them to complete or cancel."
      label="Reason (shown to the seller)"
      confirmLabel={moderationMessages.revokeApproval}
      tone="danger"
      pending={revoke.isPending}
      serverError={revoke.error ? fieldErrorsOf(revoke.error).reason?.[0] : undefined}
      onConfirm={(reason) => revoke.mutate({ id: sellerId, reason })}
    />
  );
}
