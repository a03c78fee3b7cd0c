import { Badge, Button, Card, Center, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type AdminDisputeDto, deadlineText, disputeReasonText } from '../../../shared/dispute.dto';
import { formatDecimalUsd } from '../../../shared/money';
import { shortOrderId } from '../../../shared/order-status';
import { LoadingSpinner } from '../../components/ui/loading-spinner';
import { messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { OrderDetail } from './order-detail';

const statusLabels: Record<AdminDisputeDto['status'], string> = {
  warning_needs_response: 'Inquiry: needs a response',
  warning_under_review: 'Inquiry: under review',
  warning_closed: 'Inquiry closed',
  needs_response: 'Needs a response',
  under_review: 'Under review',
  won: 'Won',
  lost: 'Lost',
  prevented: 'Prevented',
};

function DisputeRow({ dispute, onOpen }: { dispute: AdminDisputeDto; onOpen: () => void }) {
  const reference = shortOrderId(dispute.orderId);
  return (
    <Card.Root data-testid="admin-dispute" size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontWeight="semibold">Order #{reference}</Text>
          <HStack gap="2" flexWrap="wrap">
            <Badge colorPalette="orange" variant="subtle">
              {statusLabels[dispute.status]}
            </Badge>
            <Text fontSize="sm">{formatDecimalUsd(dispute.amount)}</Text>
          </HStack>
        </HStack>
        <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
          {dispute.buyer} from {dispute.seller}: {disputeReasonText(dispute.reason)}
        </Text>
        <HStack justify="space-between" gap="2" flexWrap="wrap">
          <Text fontSize="sm" fontWeight="medium">
            {dispute.evidenceDueBy
              ? `Evidence due by ${deadlineText(dispute.evidenceDueBy)}`
              : 'No evidence deadline'}
          </Text>
          <Button size="sm" variant="outline" colorPalette="bay" onClick={onOpen}>
            Open order #{reference}
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** Open card disputes, soonest evidence deadline first (docs/product/payments.md, disputes). */
export function DisputesPanel() {
  const [openId, setOpenId] = useState<string | null>(null);
  const disputes = trpc.admin.disputes.useQuery(undefined, { retry: false });
  if (openId) return <OrderDetail id={openId} onBack={() => setOpenId(null)} backLabel="Back to disputes" />;
  if (disputes.isLoading) {
    return (
      <Center py="10">
        <LoadingSpinner label="Loading disputes" />
      </Center>
    );
  }
  if (disputes.error) return <Text color="red.fg">{messageOf(disputes.error)}</Text>;
  const list = disputes.data ?? [];
  if (list.length === 0) {
    return (
      <Text color="fg.muted" py="10" textAlign="center" data-testid="no-disputes">
        No open card disputes.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      {list.map((dispute) => (
        <DisputeRow
          key={`${dispute.orderId}-${dispute.evidenceDueBy}`}
          dispute={dispute}
          onOpen={() => setOpenId(dispute.orderId)}
        />
      ))}
    </Stack>
  );
}
