import { Button, Field, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ClientOnly } from '@tanstack/react-router';
import { Fish } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buildPickupWindows } from '../../../shared/availability';
import { postPreps, postSizeMixes, postUnitTypes } from '../../../shared/catch-options';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { listingFields, newListingDraft } from './listing-draft';
import { ListingFormFields } from './listing-form-fields';
import { PhotoPicker } from './photo-picker';
import { describePostError } from './post-catch-errors';

const postOptions = { preps: postPreps, sizes: postSizeMixes, units: postUnitTypes };

/**
 * Post New Catch. Until the application is approved the server refuses every post, so the card
 * says so instead of offering a form that can only fail.
 */
export function PostCatchCard({ profile }: { profile: SellerProfileDto }) {
  if (profile.verificationStatus !== 'approved') {
    return (
      <DashboardCard title="Post New Catch" icon={<Fish size={18} />} testId="post-catch-card">
        <Text color="fg.muted" data-testid="post-catch-locked">
          {profile.verificationStatus === 'pending'
            ? 'You can post catches as soon as your application is approved. Meanwhile, set up your pickup availability, location and payout account.'
            : 'Posting catches opens again once an updated application is approved.'}
        </Text>
      </DashboardCard>
    );
  }
  // The form's times are on the device's clock, which the server cannot know: the server draws the
  // card's frame and the browser fills in the form.
  return (
    <ClientOnly
      fallback={
        <DashboardCard title="Post New Catch" icon={<Fish size={18} />} testId="post-catch-card">
          <Skeleton h="xl" borderRadius="md" />
        </DashboardCard>
      }
    >
      <PostCatchForm profile={profile} />
    </ClientOnly>
  );
}

/** The form itself: the post form's defaults (docs/product/sellers.md), up to four photos, pickup windows from the seller's availability. */
function PostCatchForm({ profile }: { profile: SellerProfileDto }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => newListingDraft());
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const windows = buildPickupWindows(profile.availability);
  const create = trpc.listings.create.useMutation({
    onSuccess: (listing) => {
      toaster.create({
        title: 'Catch Posted',
        description: `${listing.title} is live on the marketplace.`,
        type: 'success',
      });
      setDraft(newListingDraft());
      setPhotos([]);
      void utils.crabber.invalidate();
    },
    onError: (error) => {
      toaster.create({
        title: 'Error Posting Catch',
        description: describePostError(error),
        type: 'error',
      });
    },
  });
  const errors = Object.fromEntries(
    Object.entries(fieldErrorsOf(create.error)).map(([field, list]) => [field, list?.[0]]),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ ...listingFields(draft, 0), photos, crabberId: profile.id, pickupWindows: windows });
  };

  return (
    <DashboardCard title="Post New Catch" icon={<Fish size={18} />} testId="post-catch-card">
      <form onSubmit={submit} noValidate aria-label="Post New Catch">
        <Stack gap="5">
          <ListingFormFields
            draft={draft}
            onChange={setDraft}
            options={postOptions}
            minQuantity={0}
            errors={errors}
          />
          <Field.Root invalid={Boolean(errors.photos)}>
            <Field.Label>Photos</Field.Label>
            <PhotoPicker photos={photos} onChange={setPhotos} onBusyChange={setUploading} />
            {errors.photos && <Field.ErrorText>{errors.photos}</Field.ErrorText>}
          </Field.Root>
          <Stack gap="1">
            <Text fontWeight="medium" fontSize="sm">
              Pickup windows
            </Text>
            <Text
              fontSize="sm"
              color={windows.length === 0 ? 'orange.fg' : 'fg.muted'}
              data-testid="post-pickup-windows"
            >
              {windows.length === 0
                ? 'Set your pickup availability first, or buyers will have to contact you to arrange pickup.'
                : windows.map((window) => `${window.start} - ${window.end.split(' ')[1]}`).join(' · ')}
            </Text>
          </Stack>
          <Button
            type="submit"
            colorPalette="crab"
            alignSelf={{ base: 'stretch', sm: 'start' }}
            loading={create.isPending}
            loadingText="Posting..."
            disabled={uploading}
          >
            Post Catch
          </Button>
        </Stack>
      </form>
    </DashboardCard>
  );
}
