import { Badge, Button, Link as ChakraLink, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CalendarDays, Download, Printer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { localDateOf } from '../../../shared/pickup-slots';
import type { SellerProfileDto } from '../../../shared/seller.schema';
import { trpc } from '../../lib/trpc';
import { DashboardCard } from './dashboard-card';
import { PickupDayPicker, useNextPickupDate } from './pickup-day-picker';
import { PickupOrderRow } from './pickup-order-row';
import { WeatherOutDialog } from './weather-out-dialog';

/** Prints this card alone (see the print rules in theme/system.ts). */
function printPickList() {
  const root = document.documentElement;
  root.dataset.print = 'pickups';
  window.addEventListener('afterprint', () => delete root.dataset.print, { once: true });
  window.print();
}

/**
 * The seller's day: each pickup of the chosen date with its orders, in pickup order, as the pick
 * list a crabber takes to the dock, each order marked ready or checked in from its row; printable,
 * and as a CSV.
 */
export function PickupsCard({ profile }: { profile: SellerProfileDto }) {
  // Opens on the next day with pickups, and stays there: cancelling that day's orders (a weather-out)
  // must not move the card to another day under the seller's eyes.
  const [chosen, setDate] = useState<string | null>(null);
  const next = useNextPickupDate();
  useEffect(() => {
    if (chosen === null && next !== null) setDate(next);
  }, [chosen, next]);
  const date = chosen ?? next ?? localDateOf(new Date());
  const day = trpc.crabber.pickups.useQuery({ date }, { enabled: /^\d{4}-\d{2}-\d{2}$/.test(date) });
  const slots = day.data?.slots ?? [];
  const utils = trpc.useUtils();
  const reopen = trpc.crabber.reopenDay.useMutation({ onSuccess: () => utils.crabber.pickups.invalidate() });

  return (
    <DashboardCard
      title="Pickups"
      icon={<CalendarDays size={18} />}
      testId="pickups-card"
      action={
        <HStack gap="1" className="no-print">
          <Button size="sm" minH="12" variant="ghost" onClick={printPickList} aria-label="Print pick list">
            <Printer size={14} /> Print
          </Button>
          <Button asChild size="sm" minH="12" variant="ghost" aria-label="Download pick list as CSV">
            <ChakraLink href={`/api/crabber/pickups?date=${date}&format=csv`} download>
              <Download size={14} /> CSV
            </ChakraLink>
          </Button>
        </HStack>
      }
    >
      <Stack gap="4">
        <HStack gap="3" flexWrap="wrap" justify="space-between">
          <PickupDayPicker date={date} onChange={setDate} />
          <span className="no-print">
            <WeatherOutDialog
              date={date}
              slots={slots}
              closed={day.data?.closed === true}
              profile={profile}
            />
          </span>
        </HStack>
        {day.data?.closed && (
          <HStack gap="3" flexWrap="wrap" data-testid="day-closed">
            <Badge colorPalette="orange">Closed to new orders</Badge>
            <Button
              size="xs"
              minH="12"
              variant="outline"
              className="no-print"
              loading={reopen.isPending}
              onClick={() => reopen.mutate({ date })}
            >
              Reopen
            </Button>
          </HStack>
        )}
        <Skeleton loading={day.isLoading}>
          {slots.length === 0 ? (
            <Text color="fg.muted">No pickups on this day.</Text>
          ) : (
            <Stack gap="5">
              {slots.map((slot) => (
                <Stack key={slot.start} gap="2" data-testid="pickup-slot">
                  <HStack justify="space-between">
                    <Text fontWeight="bold">{slot.label}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {slot.orders.length} {slot.orders.length === 1 ? 'order' : 'orders'}
                    </Text>
                  </HStack>
                  {slot.orders.map((order) => (
                    <PickupOrderRow key={order.id} order={order} />
                  ))}
                </Stack>
              ))}
            </Stack>
          )}
        </Skeleton>
      </Stack>
    </DashboardCard>
  );
}
