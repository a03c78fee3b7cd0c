import { List, Skeleton, Text } from '@chakra-ui/react';
import { Repeat } from 'lucide-react';
import { demandText, standingWindowText } from '../../../shared/standing-orders';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';

/**
 * What buyers' standing orders want of this seller per weekly pickup, to plan a trip by: posting
 * the catch fills them first (docs/product/standing-orders.md).
 */
export function StandingDemandCard() {
  const demand = trpc.standingOrders.demand.useQuery();
  return (
    <DashboardCard title="Standing demand" icon={<Repeat size={18} aria-hidden />} testId="standing-demand">
      {demand.isPending ? (
        <Skeleton height="12" />
      ) : (demand.data ?? []).length === 0 ? (
        <Text color="fg.muted">No standing orders with you yet.</Text>
      ) : (
        <List.Root gap="2" variant="plain">
          {(demand.data ?? []).flatMap(({ window, lines }) =>
            lines.map((line) => (
              <List.Item
                key={`${window.start}|${line.species}|${line.prep}|${line.sizeMix}|${line.unitType}`}
              >
                <Text>
                  <Text as="span" fontWeight="semibold">
                    {standingWindowText(window)}:
                  </Text>{' '}
                  {demandText(line)}
                </Text>
              </List.Item>
            )),
          )}
        </List.Root>
      )}
    </DashboardCard>
  );
}
