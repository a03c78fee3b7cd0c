import { SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
import { formatDecimalUsd } from '../../../shared/money';
import { trpc } from '../../lib/trpc';

const usd = (decimal: string | undefined) => (decimal === undefined ? '—' : formatDecimalUsd(decimal));

/** Total Earnings, This Month, Active Listings, Completed Orders. */
export function StatCards() {
  const earnings = trpc.crabber.earnings.useQuery({ period: 'month' });
  const analytics = trpc.crabber.analytics.useQuery();
  const cards = [
    {
      label: 'Total Earnings',
      value: usd(earnings.data?.totalEarnings),
      loading: earnings.isLoading,
      help: 'Completed orders',
    },
    {
      label: 'This Month',
      value: usd(earnings.data?.periodEarnings),
      loading: earnings.isLoading,
      help: 'Completed this month',
    },
    {
      label: 'Active Listings',
      value: String(analytics.data?.activeListings ?? '—'),
      loading: analytics.isLoading,
      help: 'Live on the marketplace',
    },
    {
      label: 'Completed Orders',
      value: String(analytics.data?.completedOrders ?? '—'),
      loading: analytics.isLoading,
      help: `${analytics.data?.totalOrders ?? 0} orders in all`,
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {cards.map((card) => (
        <Stat.Root
          key={card.label}
          borderWidth="1px"
          borderRadius="lg"
          p={{ base: '3', md: '4' }}
          bg="bg.panel"
        >
          <Stat.Label>{card.label}</Stat.Label>
          {/* A <dl> holds only <dt> and <dd>: the skeleton goes inside the value, the help is a <dd>. */}
          <Stat.ValueText fontSize={{ base: 'xl', md: '2xl' }}>
            <Skeleton loading={card.loading}>{card.value}</Skeleton>
          </Stat.ValueText>
          <Stat.HelpText as="dd" color="fg.muted">
            {card.help}
          </Stat.HelpText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
