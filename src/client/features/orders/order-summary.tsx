import { Card, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatDecimalUsd } from '../../../shared/money';
import type { OrderDto, OrderItemDto } from '../../../shared/order.schema';
import { weighedLineNote } from '../../../shared/weights';
import { LineTraceNote } from '../../components/orders/line-trace-note';

const money = (decimal: string) => formatDecimalUsd(decimal);

const paymentLabels: Record<OrderDto['paymentStatus'], string> = {
  unpaid: 'Not paid yet',
  pending: 'Awaiting card payment',
  authorized: 'Card held, charged at pickup',
  paid: 'Paid',
  released: 'Card hold released, not charged',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export function paymentText(
  order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus'> & Partial<Pick<OrderDto, 'cardAuthorizeAt'>>,
): string {
  if (order.paymentMethod === 'cash') {
    return order.paymentStatus === 'paid' ? 'Cash, paid at pickup' : 'Cash at pickup';
  }
  // A far pickup's card is saved, to be held at the cut-off (docs/decisions/028-saved-cards.md).
  if (order.cardAuthorizeAt) return 'Card · Card saved, held before pickup';
  return `Card · ${paymentLabels[order.paymentStatus]}`;
}

/** "12 dozen", or "8 of 12 dozen" once the line is handed over short. */
export function lineQtyText(item: Pick<OrderItemDto, 'qty' | 'finalQty' | 'unitType'>): string {
  return item.finalQty === null
    ? `${item.qty} ${item.unitType}`
    : `${item.finalQty} of ${item.qty} ${item.unitType}`;
}

/**
 * The items the buyer agreed to, at the prices of the day they ordered, and the amounts (as
 * handed over, once a line is short). `lineAction` adds a control under each item (Mark short).
 */
export function OrderSummary({
  order,
  lineAction,
}: {
  order: OrderDto;
  lineAction?: ((item: OrderItemDto) => ReactNode) | undefined;
}) {
  return (
    <Card.Root variant="outline">
      <Card.Body gap="4">
        <Heading as="h2" size="md">
          Order Details
        </Heading>
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                Price
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {order.items.map((item) => (
              <Table.Row key={item.id}>
                <Table.Cell>
                  <Stack gap="2" align="start">
                    <Text>{item.title}</Text>
                    <LineTraceNote lotCode={item.lotCode} shellfishTag={item.shellfishTag} />
                    {weighedLineNote(item) && (
                      <Text fontSize="xs" color="fg.muted" data-testid="line-weight">
                        {weighedLineNote(item)}
                      </Text>
                    )}
                    {lineAction?.(item)}
                  </Stack>
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" data-testid="line-qty">
                  {lineQtyText(item)}
                </Table.Cell>
                <Table.Cell textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                  {money(item.unitPrice)}
                  {item.pricing === 'per_lb' ? '/lb' : ''}
                </Table.Cell>
                <Table.Cell textAlign="end">{money(item.lineTotal)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
        <Stack gap="1" fontSize="sm">
          <HStack justify="space-between">
            <Text color="fg.muted">Subtotal</Text>
            <Text>{money(order.amountSubtotal)}</Text>
          </HStack>
          <HStack justify="space-between">
            <Text color="fg.muted">Service Fee</Text>
            <Text>{money(order.fees)}</Text>
          </HStack>
          <Separator my="1" />
          <HStack justify="space-between" fontWeight="bold" fontSize="md">
            <Text>Total</Text>
            <Text data-testid="order-total">{money(order.amountTotal)}</Text>
          </HStack>
          {order.items.some((item) => item.pricing === 'per_lb') && (
            <Stack gap="1" data-testid="weighed-totals">
              <HStack justify="space-between">
                <Text color="fg.muted">Estimated total</Text>
                <Text>{money(order.estimatedTotal)}</Text>
              </HStack>
              <HStack justify="space-between">
                <Text color="fg.muted">At most</Text>
                <Text>{`up to ${money(order.maxTotal)}`}</Text>
              </HStack>
              <HStack justify="space-between" fontWeight="semibold">
                <Text>
                  {order.items.every((item) => item.pricing === 'unit' || item.finalLb !== null)
                    ? 'Final total'
                    : 'Final total so far'}
                </Text>
                <Text data-testid="final-total">{money(order.finalTotal)}</Text>
              </HStack>
            </Stack>
          )}
          <HStack justify="space-between">
            <Text color="fg.muted">Payment</Text>
            <Text data-testid="order-payment">{paymentText(order)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
