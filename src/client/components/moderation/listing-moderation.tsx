/**
 * An admin's Hide listing / Restore listing, on a catch page and in the admin's listing search
 * (docs/product/moderation.md). Loaded only for admins, so buyers' pages do not carry it.
 */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { moderationMessages } from '../../../shared/messages/moderation';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { moderationCallbacks } from './moderation-callbacks';
import { ReasonDialog } from './reason-dialog';

export default function ListingModeration({ catchId, hidden }: { catchId: string; hidden: boolean }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const options = moderationCallbacks(
    () => setOpen(false),
    () => {
      void utils.catalog.invalidate();
      void utils.moderation.invalidate();
    },
  );
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
