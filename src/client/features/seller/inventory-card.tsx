import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { Package } from 'lucide-react';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { InventoryRow } from './inventory-row';

/** Inventory Management: an inline quantity per listing with what it has sold. */
export function InventoryCard() {
  const inventory = trpc.crabber.inventory.useQuery();
  return (
    <DashboardCard title="Inventory Management" icon={<Package size={18} />} testId="inventory-card">
      <Skeleton loading={inventory.isLoading}>
        {inventory.data && inventory.data.length > 0 ? (
          <Stack gap="0" as="ul">
            {inventory.data.map((item) => (
              <InventoryRow key={item.id} item={item} />
            ))}
          </Stack>
        ) : (
          <Text color="fg.muted">Your listings and their stock appear here.</Text>
        )}
      </Skeleton>
    </DashboardCard>
  );
}
