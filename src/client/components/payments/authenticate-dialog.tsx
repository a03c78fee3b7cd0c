import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { paymentMessages } from '../../../shared/messages/payment';

/**
 * Test mode's stand-in for the bank's 3-D Secure page: the buyer completes or fails the
 * authentication. Closing the dialog counts as failing it, as abandoning the bank's page would.
 */
export function AuthenticateDialog({
  open,
  amountLabel,
  pending,
  onAnswer,
}: {
  open: boolean;
  amountLabel: string;
  pending: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Dialog.Root
      open={open}
      placement="center"
      role="alertdialog"
      closeOnInteractOutside={false}
      onOpenChange={(details) => {
        if (!details.open && !pending) onAnswer(false);
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{paymentMessages.authenticateTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                Your card issuer asks you to confirm this {amountLabel} payment. In test mode this dialog
                stands in for the bank's 3-D Secure check.
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" disabled={pending} onClick={() => onAnswer(false)}>
                Fail authentication
              </Button>
              <Button colorPalette="bay" loading={pending} onClick={() => onAnswer(true)}>
                Complete authentication
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
