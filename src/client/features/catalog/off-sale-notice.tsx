import { Alert } from '@chakra-ui/react';
import { type OffSaleReason, offSaleExplanations } from '../../../shared/off-sale';

/** Why the law keeps this listing off sale (a lapsed licence, a closed harvest area); nothing when on sale. */
export function OffSaleNotice({ reason }: { reason: OffSaleReason | null }) {
  if (reason === null) return null;
  return (
    <Alert.Root status="warning" borderRadius="lg" data-testid="off-sale-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Not on sale</Alert.Title>
        <Alert.Description>{offSaleExplanations[reason]}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
