import { Badge, Button, Card, Center, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { onDockClock } from '../../../shared/dock-clock';
import { formatDecimalUsd } from '../../../shared/money';
import { shortOrderId } from '../../../shared/order-status';
import type { ReconciliationDto } from '../../../shared/reconciliation.dto';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { OrderDetail } from './order-detail';

type Difference = ReconciliationDto['differences'][number];

const kindLabels: Record<Difference['kind'], string> = {
  authorization_amount: 'Amount held',
  capture_amount: 'Amount charged',
  refund_amount: 'Amount refunded',
  status: 'Status',
  intent_missing: 'Payment missing at the provider',
  unknown_intent: 'Payment no order knows',
  unknown_refund: 'Refund not recorded',
};

/** Yesterday on the docks' clock: the last whole day, the one the daily check covers. */
function dockYesterday(): string {
  return onDockClock(Date.now() - 86_400_000, { year: 'numeric', month: '2-digit', day: '2-digit' }).replace(
    /^(\d{2})\/(\d{2})\/(\d{4})$/,
    '$3-$1-$2',
  );
}

const amount = (value: string | null) => (value === null ? '–' : formatDecimalUsd(value));

function DifferenceRow({ difference, onOpen }: { difference: Difference; onOpen: (id: string) => void }) {
  const { orderId } = difference;
  return (
    <Card.Root data-testid="reconciliation-difference" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">{orderId ? `Order #${shortOrderId(orderId)}` : 'No order'}</Text>
          <Badge colorPalette="orange" variant="subtle">
            {kindLabels[difference.kind]}
          </Badge>
        </HStack>
        <Text fontSize="sm">{difference.detail}</Text>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          BayCatch {amount(difference.recorded)} · provider {amount(difference.provider)}
          {difference.providerRef ? ` · ${difference.providerRef}` : ''}
        </Text>
        {orderId && (
          <HStack justify="end">
            <Button size="sm" variant="outline" colorPalette="bay" onClick={() => onOpen(orderId)}>
              Open order #{shortOrderId(orderId)}
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The daily reconciliation of a day (docs/product/payments.md): no differences is the normal state. */
export function MoneyPanel() {
  const [date, setDate] = useState(dockYesterday);
  const [openId, setOpenId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const day = trpc.admin.reconciliation.useQuery({ date }, { retry: false, enabled: date !== '' });
  const checkAgain = trpc.admin.checkReconciliation.useMutation({
    onSuccess: (result) => utils.admin.reconciliation.setData({ date }, result),
  });
  if (openId) return <OrderDetail id={openId} onBack={() => setOpenId(null)} backLabel="Back to money" />;
  const result = checkAgain.isPending ? undefined : day.data;
  return (
    <Stack gap="4">
      <HStack gap="3" align="end" flexWrap="wrap">
        <Field.Root maxW="12rem">
          <Field.Label>Day</Field.Label>
          <Input type="date" value={date} onChange={(event) => setDate(event.target.value)} />
        </Field.Root>
        <Button
          variant="outline"
          colorPalette="bay"
          loading={checkAgain.isPending}
          disabled={date === ''}
          onClick={() => checkAgain.mutate({ date })}
        >
          Check again
        </Button>
      </HStack>
      {(day.error || checkAgain.error) && (
        <Text color="red.fg">{messageOf(checkAgain.error ?? day.error)}</Text>
      )}
      {!result && !day.error && (
        <Center py="10">
          <LoadingSpinner label="Checking the day" />
        </Center>
      )}
      {result && (
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {result.checked} payments and refunds compared, checked{' '}
            {onDockClock(result.ranAt, { dateStyle: 'medium', timeStyle: 'short' })}.
          </Text>
          {result.differences.length === 0 ? (
            <Text py="8" textAlign="center" fontWeight="medium" data-testid="no-differences">
              No differences
            </Text>
          ) : (
            result.differences.map((difference) => (
              <DifferenceRow
                key={`${difference.kind}-${difference.orderId}-${difference.providerRef}`}
                difference={difference}
                onOpen={setOpenId}
              />
            ))
          )}
        </Stack>
      )}
    </Stack>
  );
}
