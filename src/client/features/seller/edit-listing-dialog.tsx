import { Button } from '@chakra-ui/react';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { editPreps, editUnitTypes, postSizeMixes } from '../../../shared/catch-options';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { draftFromListing, listingFields } from './listing-draft';
import { ListingFormFields } from './listing-form-fields';

const editOptions = { preps: editPreps, sizes: postSizeMixes, units: editUnitTypes };

export function EditListingDialog({ listing }: { listing: CatchDto }) {
  const utils = trpc.useUtils();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => draftFromListing(listing));
  const update = trpc.listings.update.useMutation({
    onSuccess: () => {
      toaster.create({ title: 'Listing Updated', description: 'Your changes are live.', type: 'success' });
      setOpen(false);
      void utils.crabber.invalidate();
    },
    onError: (error) =>
      toaster.create({
        title: 'Error',
        // A rule the seller can act on (a limit, a field) is worth its own words.
        description:
          Object.keys(fieldErrorsOf(error)).length > 0
            ? error.message
            : 'Failed to update listing. Please try again.',
        type: 'error',
      }),
  });
  const errors = Object.fromEntries(
    Object.entries(fieldErrorsOf(update.error)).map(([field, list]) => [field, list?.[0]]),
  );

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setDraft(draftFromListing(listing));
          update.reset();
        }
        setOpen(next);
      }}
      size="lg"
      scrollBehavior="inside"
      closeButton
      trigger={
        <Button size={{ base: 'xs', sm: 'sm' }} variant="outline">
          <Pencil size={14} /> Edit
        </Button>
      }
      title="Edit Listing"
      cancelLabel="Cancel"
      confirmLabel="Save Changes"
      pending={update.isPending}
      pendingLabel="Saving..."
      onConfirm={() =>
        update.mutate({
          id: listing.id,
          data: {
            ...listingFields(draft, 1),
            crabberId: listing.crabberId,
            pickupWindows: listing.pickupWindows,
          },
        })
      }
    >
      <ListingFormFields
        draft={draft}
        onChange={setDraft}
        options={editOptions}
        minQuantity={1}
        errors={errors}
      />
    </ConfirmDialog>
  );
}
