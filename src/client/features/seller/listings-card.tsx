import { List, Skeleton, Text } from '@chakra-ui/react';
import { ListChecks } from 'lucide-react';
import { useState } from 'react';
import type { CatchDto } from '../../../shared/catch.schema';
import { toaster } from '../../components/ui/toaster';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { ListingRow } from './listing-row';
import { PromoteDialog } from './promote-dialog';
import { usePromotionReturn } from './use-promotion-return';

export const REMOVE_CONFIRMATION =
  'Are you sure you want to remove this listing? This action cannot be undone.';

/** Your Current Listings: edit, post again, remove (after the browser's confirmation) and promote. */
export function ListingsCard({ onPostAgain = () => {} }: { onPostAgain?: (listing: CatchDto) => void }) {
  const utils = trpc.useUtils();
  const listings = trpc.crabber.catches.useQuery();
  const [promoting, setPromoting] = useState<CatchDto | null>(null);
  usePromotionReturn();
  const remove = trpc.listings.remove.useMutation({
    onSuccess: () => {
      toaster.create({
        title: 'Listing Removed',
        description: 'The listing is no longer on the marketplace.',
        type: 'success',
      });
      void utils.crabber.invalidate();
    },
    onError: () =>
      toaster.create({
        title: 'Error',
        description: 'Failed to remove listing. Please try again.',
        type: 'error',
      }),
  });
  const now = new Date();

  return (
    <DashboardCard title="Your Current Listings" icon={<ListChecks size={18} />} testId="listings-card">
      <Skeleton loading={listings.isLoading}>
        {listings.data && listings.data.length > 0 ? (
          <List.Root variant="plain">
            {listings.data.map((listing) => (
              <ListingRow
                key={listing.id}
                listing={listing}
                now={now}
                removing={remove.isPending && remove.variables?.id === listing.id}
                onRemove={() => {
                  if (window.confirm(REMOVE_CONFIRMATION)) remove.mutate({ id: listing.id });
                }}
                onPromote={() => setPromoting(listing)}
                onPostAgain={() => onPostAgain(listing)}
              />
            ))}
          </List.Root>
        ) : (
          <Text color="fg.muted">You have no listings yet. Post your first catch above.</Text>
        )}
      </Skeleton>
      <PromoteDialog listing={promoting} onClose={() => setPromoting(null)} />
    </DashboardCard>
  );
}
