import { DataList, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ChartColumn } from 'lucide-react';
import { formatDecimalUsd } from '../../../shared/money';
import { TOP_SPECIES_LIMIT } from '../../../shared/seller-stats';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';

const usd = (decimal: string) => formatDecimalUsd(decimal);

export function AnalyticsCard() {
  const analytics = trpc.crabber.analytics.useQuery();
  const data = analytics.data;
  return (
    <DashboardCard title="Business Analytics" icon={<ChartColumn size={18} />} testId="analytics-card">
      <Skeleton loading={analytics.isLoading}>
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel>Average order value</DataList.ItemLabel>
              <DataList.ItemValue>{data ? usd(data.averageOrderValue) : '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Completion rate</DataList.ItemLabel>
              <DataList.ItemValue>{data ? `${data.completionRate}%` : '—'}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>Total orders</DataList.ItemLabel>
              <DataList.ItemValue>{data?.totalOrders ?? '—'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Stack gap="2">
            <Text fontWeight="medium">Top selling species</Text>
            {data && data.topSellingSpecies.length > 0 ? (
              <List.Root as="ol" ps="5" gap="1">
                {data.topSellingSpecies.slice(0, TOP_SPECIES_LIMIT).map((row) => (
                  <List.Item key={row.species}>
                    <Text as="span" fontWeight="medium">
                      {row.species}
                    </Text>{' '}
                    <Text as="span" color="fg.muted">
                      {usd(row.revenue)} · {row.count} sold
                    </Text>
                  </List.Item>
                ))}
              </List.Root>
            ) : (
              <Text color="fg.muted" fontSize="sm">
                Sales appear here once orders are completed.
              </Text>
            )}
          </Stack>
        </Stack>
      </Skeleton>
    </DashboardCard>
  );
}
