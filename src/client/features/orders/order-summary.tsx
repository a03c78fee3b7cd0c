import { Card, Heading, HStack, Separator, Stack, Table, Text } from '@chakra-ui/react';
import { decimalToCents, formatDecimalUsd, formatUsd } from '../../../shared/money';
import type { OrderDto } from '../../../shared/order.schema';

const money = (decimal: string) => formatDecimalUsd(decimal);

const paymentLabels: Record<OrderDto['paymentStatus'], string> = {
  unpaid: 'Not paid yet',
  pending: 'Awaiting card payment',
  paid: 'Paid',
  partially_refunded: 'Partly refunded',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export function paymentText(order: Pick<OrderDto, 'paymentMethod' | 'paymentStatus'>): string {
  if (order.paymentMethod === 'cash') {
    return order.paymentStatus === 'paid' ? 'Cash, paid at pickup' : 'Cash at pickup';
  }
  return `Card · ${paymentLabels[order.paymentStatus]}`;
}

/** The items the buyer agreed to, at the prices of the day they ordered, and the amounts. */
export function OrderSummary({ order }: { order: OrderDto }) {
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
                <Table.Cell>{item.title}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {item.qty} {item.unitType}
                </Table.Cell>
                <Table.Cell textAlign="end" display={{ base: 'none', sm: 'table-cell' }}>
                  {money(item.unitPrice)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  {formatUsd((decimalToCents(item.unitPrice) ?? 0) * item.qty)}
                </Table.Cell>
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
          <HStack justify="space-between">
            <Text color="fg.muted">Payment</Text>
            <Text data-testid="order-payment">{paymentText(order)}</Text>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
