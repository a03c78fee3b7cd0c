import { Badge, Button, Card, Center, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { AdminOrderDetailDto } from '../../../shared/admin.schema';
import { onDockClock } from '../../../shared/dock-clock';
import { formatUsd } from '../../../shared/money';
import { orderStatusLabels } from '../../../shared/order-status';
import { DisputeNotice } from '../../components/orders/dispute-notice';
import { hasRefundablePayment, RefundDialog } from '../../components/orders/refund-dialog';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { RemoveContentDialog } from './remove-content-dialog';

const when = (iso: string) => onDockClock(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** One card of the order view; `empty` is said instead of the content when there is none. */
function Section({
  title,
  empty,
  children,
}: {
  title: string;
  empty?: string | false;
  children?: ReactNode;
}) {
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {empty ? (
          <Text fontSize="sm" color="fg.muted">
            {empty}
          </Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}

function Removed({ at, reason }: { at: string; reason: string | null }) {
  return (
    <Text fontSize="sm" color="red.fg">
      Removed {when(at)}: {reason}
    </Text>
  );
}

function Summary({ order }: { order: AdminOrderDetailDto }) {
  return (
    <DataList.Root orientation="horizontal" size="sm">
      <DataList.Item>
        <DataList.ItemLabel>Buyer</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">
          {order.buyerName} ({order.buyerEmail})
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Seller</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">
          {order.sellerName} ({order.sellerEmail})
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Placed</DataList.ItemLabel>
        <DataList.ItemValue>{when(order.createdAt)}</DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Pickup</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">
          {order.pickupText}
          {order.pickupAddress ? `, ${order.pickupAddress}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Total</DataList.ItemLabel>
        <DataList.ItemValue>
          {formatUsd(order.totalCents)} ({formatUsd(order.subtotalCents)} + {formatUsd(order.feesCents)} fees
          {order.taxCents ? ` + ${formatUsd(order.taxCents)} tax` : ''})
        </DataList.ItemValue>
      </DataList.Item>
      <DataList.Item>
        <DataList.ItemLabel>Payment</DataList.ItemLabel>
        <DataList.ItemValue overflowWrap="anywhere">
          {order.paymentMethod === 'card' ? 'Card' : 'Cash at pickup'}, {order.paymentStatus}
          {order.paymentIntentId ? ` · ${order.paymentIntentId}` : ''}
          {order.chargeId ? ` · ${order.chargeId}` : ''}
        </DataList.ItemValue>
      </DataList.Item>
    </DataList.Root>
  );
}

/** One order, read-only, with what the admin may remove from it (docs/product/admin.md). */
export function OrderDetail({
  id,
  onBack,
  backLabel = 'Back to orders',
}: {
  id: string;
  onBack: () => void;
  backLabel?: string;
}) {
  const query = trpc.admin.order.useQuery({ id }, { retry: false });
  const order = query.data;
  const utils = trpc.useUtils();
  return (
    <Stack gap="4" data-testid="admin-order-detail">
      <HStack justify="space-between" gap="2" flexWrap="wrap">
        <Button size="sm" variant="ghost" onClick={onBack}>
          ← {backLabel}
        </Button>
      </HStack>
      {query.isLoading ? (
        <Center py="10">
          <LoadingSpinner label="Loading the order" />
        </Center>
      ) : query.error || !order ? (
        <Text color="red.fg">{messageOf(query.error)}</Text>
      ) : (
        <>
          <HStack gap="2" flexWrap="wrap">
            <Heading as="h2" size="lg">
              Order #{order.reference}
            </Heading>
            <Badge variant="subtle">{orderStatusLabels[order.status]}</Badge>
          </HStack>
          {order.dispute && <DisputeNotice dispute={order.dispute} viewer="admin" />}
          <Summary order={order} />
          {hasRefundablePayment(order) && (
            <HStack>
              <RefundDialog order={order} onRefunded={() => void utils.admin.order.invalidate({ id })} />
            </HStack>
          )}
          <Section title="Items">
            {order.items.map((item) => (
              <Text key={`${item.title}-${item.unitType}`} fontSize="sm" overflowWrap="anywhere">
                {item.qty} {item.unitType} {item.title} at {formatUsd(item.unitPriceCents)}
              </Text>
            ))}
          </Section>
          <Section title="History" empty={order.history.length === 0 && 'Nothing recorded.'}>
            {order.history.map((event) => (
              <Stack key={`${event.at}-${event.recipient}-${event.type}`} gap="0">
                <Text fontSize="sm" fontWeight="medium">
                  {when(event.at)} · {event.title} (to the {event.recipient})
                </Text>
                <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                  {event.message}
                </Text>
              </Stack>
            ))}
          </Section>
          <Section
            title="Payments"
            empty={
              order.payments.length === 0 &&
              (order.paymentMethod === 'card'
                ? 'No payment attempt kept here (Stripe keeps its own).'
                : 'Cash at pickup.')
            }
          >
            {order.payments.map((payment) => (
              <Text key={payment.id} fontSize="sm" overflowWrap="anywhere">
                {when(payment.createdAt)} · {formatUsd(payment.amountCents)} · {payment.status}
                {payment.amountRefundedCents ? ` · refunded ${formatUsd(payment.amountRefundedCents)}` : ''}
                {payment.lastError ? ` · ${payment.lastError}` : ''}
              </Text>
            ))}
          </Section>
          <Section title="Messages" empty={order.messages.length === 0 && 'No messages.'}>
            {order.messages.map((message) => (
              <Stack key={message.id} gap="1" data-testid="admin-order-message">
                <Text fontSize="sm" fontWeight="medium">
                  {message.senderName} ({message.senderRole}) · {when(message.createdAt)}
                </Text>
                <Text fontSize="sm" whiteSpace="pre-wrap" overflowWrap="anywhere">
                  {message.body}
                </Text>
                {message.removedAt ? (
                  <Removed at={message.removedAt} reason={message.removedReason} />
                ) : (
                  <HStack>
                    <RemoveContentDialog kind="message" id={message.id} />
                  </HStack>
                )}
              </Stack>
            ))}
          </Section>
          <Section title="Review">
            {order.review ? (
              <Stack gap="1">
                <Text fontSize="sm" fontWeight="medium">
                  {order.review.stars} of 5 stars · {when(order.review.createdAt)}
                </Text>
                {order.review.body && (
                  <Text fontSize="sm" overflowWrap="anywhere">
                    {order.review.body}
                  </Text>
                )}
                {order.review.reply && (
                  <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
                    Reply: {order.review.reply}
                  </Text>
                )}
                {order.review.removedAt ? (
                  <Removed at={order.review.removedAt} reason={order.review.removedReason} />
                ) : (
                  <HStack>
                    <RemoveContentDialog kind="review" id={order.review.id} />
                  </HStack>
                )}
              </Stack>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Not reviewed.
              </Text>
            )}
          </Section>
        </>
      )}
    </Stack>
  );
}
