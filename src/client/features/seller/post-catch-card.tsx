import { Alert, Button, Field, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ClientOnly } from '@tanstack/react-router';
import { Copy, Fish } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { buildPickupWindows, type PickupWindow } from '../../../shared/availability';
import type { CatchDto } from '../../../shared/catch.schema';
import { postPreps, postSizeMixes, postUnitTypes } from '../../../shared/catch-options';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { toaster } from '../../components/ui/toaster';
import { fieldErrorsOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { InSeasonToday } from './in-season-today';
import { draftForPostAgain, listingFields, newListingDraft, postHints } from './listing-draft';
import { ListingFormFields } from './listing-form-fields';
import { PhotoPicker } from './photo-picker';
import { describePostError } from './post-catch-errors';
import { postReviewLine, townOf } from './post-review-line';

const postOptions = { preps: postPreps, sizes: postSizeMixes, units: postUnitTypes };

/** An option list with one more value: an earlier listing's prep or unit the post form does not offer. */
const withValue = (values: readonly string[], value: string) =>
  values.includes(value) ? values : [...values, value];

interface PostAgainProps {
  /** An earlier listing to post again ("Post again" on Your Current Listings), or null. */
  postAgainFrom?: CatchDto | null;
  /** Called when the form is done with it: posted, or the seller started blank. */
  onPostAgainDone?: () => void;
}

/**
 * Post New Catch. Until the application is approved the server refuses every post, so the card
 * says so instead of offering a form that can only fail.
 */
export function PostCatchCard({
  profile,
  postAgainFrom = null,
  onPostAgainDone = () => {},
}: { profile: SellerProfileDto } & PostAgainProps) {
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
      <PostCatchForm profile={profile} postAgainFrom={postAgainFrom} onPostAgainDone={onPostAgainDone} />
    </ClientOnly>
  );
}

/**
 * The form itself: the post form's defaults (docs/product/sellers.md), up to four photos, pickup
 * windows from the seller's availability. Posting again fills it from an earlier listing instead:
 * its catch, price, photos and pickup windows, harvested now with a fresh expiry.
 */
function PostCatchForm({
  profile,
  postAgainFrom,
  onPostAgainDone,
}: { profile: SellerProfileDto } & Required<PostAgainProps>) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(() => newListingDraft());
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [againWindows, setAgainWindows] = useState<PickupWindow[] | null>(null);
  // "Copy from my last listing" fills the form as Post again does, from the newest listing.
  const [copied, setCopied] = useState<CatchDto | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const mine = trpc.crabber.catches.useQuery();
  const last = [...(mine.data ?? [])].sort((a, b) => b.postedAt.localeCompare(a.postedAt))[0];
  const source = postAgainFrom ?? copied;
  const windows = againWindows ?? buildPickupWindows(profile.availability);
  const options = source
    ? {
        ...postOptions,
        preps: withValue(postPreps, source.prep),
        units: withValue(postUnitTypes, source.unitType),
      }
    : postOptions;
  const fillFrom = (listing: CatchDto) => {
    setDraft(draftForPostAgain(listing));
    setPhotos(listing.photos);
    setAgainWindows(listing.pickupWindows);
    setMissing({});
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form once per listing posted again
  useEffect(() => {
    if (!postAgainFrom) return;
    fillFrom(postAgainFrom);
    // The form sits above the listings: bring it into view, ready to change the quantity or price.
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus({ preventScroll: true });
  }, [postAgainFrom]);

  const startBlank = () => {
    setDraft(newListingDraft());
    setPhotos([]);
    setAgainWindows(null);
    setCopied(null);
    setMissing({});
    onPostAgainDone();
  };
  const create = trpc.listings.create.useMutation({
    onSuccess: (listing) => {
      toaster.create({
        title: 'Catch Posted',
        description: `${listing.title} is live on the marketplace.`,
        type: 'success',
      });
      setDraft(newListingDraft());
      setPhotos([]);
      setAgainWindows(null);
      setCopied(null);
      onPostAgainDone();
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
  const errors = {
    ...Object.fromEntries(
      Object.entries(fieldErrorsOf(create.error)).map(([field, list]) => [field, list?.[0]]),
    ),
    ...missing,
  };
  const review = postReviewLine(draft, windows, townOf(profile.pickupLocationAddress));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Nothing is filled in for the seller: an empty price or quantity is asked for, not guessed.
    const empty: Record<string, string> = {};
    if (draft.unitPrice.trim() === '') empty.unitPrice = 'Enter your price';
    if (draft.qtyAvailable.trim() === '') empty.qtyAvailable = 'Enter how many you have';
    setMissing(empty);
    if (Object.keys(empty).length > 0) return;
    create.mutate({ ...listingFields(draft, 0), photos, crabberId: profile.id, pickupWindows: windows });
  };

  return (
    <DashboardCard title="Post New Catch" icon={<Fish size={18} />} testId="post-catch-card">
      {/* Scrolled to by Post again: clear of the sticky top bar. */}
      <form
        onSubmit={submit}
        noValidate
        aria-label="Post New Catch"
        ref={formRef}
        style={{ scrollMarginTop: '96px' }}
      >
        <Stack gap="5">
          {!source && last && (
            <Button
              variant="outline"
              minH="12"
              alignSelf={{ base: 'stretch', sm: 'start' }}
              onClick={() => {
                setCopied(last);
                fillFrom(last);
              }}
            >
              <Copy size={16} aria-hidden /> Copy from my last listing
            </Button>
          )}
          {source && (
            <Alert.Root status="info" borderRadius="md" data-testid="post-again-notice">
              <Alert.Indicator />
              <Alert.Content gap="2">
                <Alert.Description>
                  Posting again from <strong>{source.title}</strong>: harvested now, with a fresh expiry and
                  the same pickup windows.
                </Alert.Description>
                <Button size="xs" minH="12" variant="outline" onClick={startBlank} alignSelf="start">
                  Start blank
                </Button>
              </Alert.Content>
            </Alert.Root>
          )}
          <ListingFormFields
            draft={draft}
            onChange={setDraft}
            options={options}
            minQuantity={0}
            errors={errors}
            hints={postHints}
          />
          <InSeasonToday />
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
          {review && (
            <Text fontWeight="semibold" aria-live="polite" data-testid="post-review">
              {review}
            </Text>
          )}
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
