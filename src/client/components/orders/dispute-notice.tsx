import { Alert } from '@chakra-ui/react';
import {
  deadlineText,
  disputeReasonText,
  isOpenDispute,
  type OrderDisputeDto,
} from '../../../shared/dispute.dto';
import { formatDecimalUsd } from '../../../shared/money';

type Viewer = 'buyer' | 'seller' | 'admin';

function closedText(dispute: OrderDisputeDto, viewer: Viewer): { title: string; body: string } {
  const amount = formatDecimalUsd(dispute.amount);
  if (dispute.status === 'lost') {
    return {
      title: 'Disputed: the card dispute was lost',
      body:
        viewer === 'seller'
          ? `The card network decided for the buyer: ${amount} went back to their card and is taken off your earnings.`
          : `The card network decided for the buyer: ${amount} went back to the buyer's card.`,
    };
  }
  if (dispute.status === 'won') {
    return {
      title: 'Card dispute closed',
      body: `The card network decided for the seller: the ${amount} payment stands.`,
    };
  }
  return {
    title: 'Card dispute closed',
    body: `It closed without a chargeback: the ${amount} payment stands.`,
  };
}

/** An order's card dispute (chargeback) in plain words, for its buyer, its seller and admins. */
export function DisputeNotice({ dispute, viewer }: { dispute: OrderDisputeDto; viewer: Viewer }) {
  if (!isOpenDispute(dispute.status)) {
    const { title, body } = closedText(dispute, viewer);
    return (
      <Alert.Root
        status={dispute.status === 'lost' ? 'error' : 'info'}
        borderRadius="lg"
        data-testid="order-dispute"
      >
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{body}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  const reason = disputeReasonText(dispute.reason);
  const due = dispute.evidenceDueBy ? deadlineText(dispute.evidenceDueBy) : null;
  const next =
    viewer === 'buyer'
      ? 'Your bank will tell you the outcome.'
      : due
        ? `Evidence (the pickup check-in, messages with the buyer) is due by ${due}, through the payment provider.`
        : 'The card network is reviewing it.';
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="order-dispute">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Disputed</Alert.Title>
        <Alert.Description>
          {viewer === 'buyer' ? 'Your bank is disputing' : "The buyer's bank is disputing"}{' '}
          {formatDecimalUsd(dispute.amount)} of this card payment: {reason}. {next}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
