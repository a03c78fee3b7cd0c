import { Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { onDockClock } from '../../../../shared/dock-clock';
import { formatDecimalUsd } from '../../../../shared/money';
import type { OrderDto } from '../../../../shared/order.schema';
import { formatLb } from '../../../../shared/weights';

const when = (at: string) =>
  onDockClock(at, { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What changed after checkout: each short line or weighing (who, when, old → new, why) and each credit note. */
export function SaleHistory({ order }: { order: OrderDto }) {
  const changes = order.items
    .flatMap((item) => item.adjustments.map((change) => ({ item, change })))
    .sort((a, b) => a.change.at.localeCompare(b.change.at));
  if (changes.length === 0 && order.creditNotes.length === 0) return null;
  return (
    <Card.Root variant="outline" data-testid="sale-history">
      <Card.Body gap="4">
        {changes.length > 0 && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              Changes to this order
            </Heading>
            <List.Root gap="2" ps="5">
              {changes.map(({ item, change }) => (
                <List.Item key={`${item.id}-${change.at}-${change.newValue}`}>
                  <Text>
                    {when(change.at)} · {change.by === 'admin' ? 'BayCatch' : order.crabber.displayName}:{' '}
                    {item.title}{' '}
                    {change.kind === 'weigh'
                      ? `weighed ${formatLb(change.oldValue)} → ${formatLb(change.newValue)}`
                      : `${change.oldValue} → ${change.newValue} ${item.unitType}`}
                    : “{change.reason}”
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
        {order.creditNotes.length > 0 && (
          <Stack gap="2">
            <Heading as="h2" size="md">
              Refunds
            </Heading>
            <List.Root gap="2" ps="5">
              {order.creditNotes.map((note) => (
                <List.Item key={note.id} data-testid="credit-note">
                  <Text>
                    {when(note.at)}: {formatDecimalUsd(note.amount)}{' '}
                    {note.method === 'card' ? 'refunded to the card' : 'refunded in cash'}: “{note.reason}”
                  </Text>
                </List.Item>
              ))}
            </List.Root>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
