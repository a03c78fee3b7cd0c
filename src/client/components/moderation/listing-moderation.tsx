/**
 * An admin's Hide listing / Restore listing on a catch page (docs/product/moderation.md). Loaded
 * only for admins, so buyers' pages do not carry it.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { toaster } from '../ui/toaster';
import { ReasonDialog } from './reason-dialog';

export default function ListingModeration({ catchId, hidden }: { catchId: string; hidden: boolean }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const options = {
    onSuccess: (action: { action: keyof typeof moderationMessages.done }) => {
      setOpen(false);
      void utils.catalog.invalidate();
      toaster.create({ title: moderationMessages.done[action.action], type: 'success' });
    },
    onError: (error: unknown) => {
      if (fieldErrorsOf(error).reason) return;
      setOpen(false);
      toaster.create({ title: 'Error', description: messageOf(error), type: 'error' });
    },
  };
  const hide = trpc.moderation.hideListing.useMutation(options);
  const restore = trpc.moderation.restoreListing.useMutation(options);
  const mutation = hidden ? restore : hide;
  const label = hidden ? moderationMessages.restoreListing : moderationMessages.hideListing;
  return (
    <ReasonDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) mutation.reset();
        setOpen(next);
      }}
      trigger={
        <Button size="sm" variant="outline" colorPalette={hidden ? 'bay' : 'red'} alignSelf="start">
          {label}
        </Button>
      }
      title={`${label}?`}
      description={
        hidden
          ? 'Buyers will find it again; the seller is told.'
          : 'Buyers will no longer find it. The seller sees it marked hidden with your reason and is told.'
      }
      label="Reason (shown to the seller)"
      confirmLabel={label}
      tone={hidden ? 'primary' : 'danger'}
      pending={mutation.isPending}
      serverError={mutation.error ? fieldErrorsOf(mutation.error).reason?.[0] : undefined}
      onConfirm={(reason) => mutation.mutate({ id: catchId, reason })}
    />
  );
}
