import { Text } from '@chakra-ui/react';
import { paymentMessages } from '../../../shared/messages/payment';
import { ConfirmDialog } from '../ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      role="alertdialog"
      closeOnInteractOutside={false}
      onOpenChange={(next) => {
        if (!next && !pending) onAnswer(false);
      }}
      title={paymentMessages.authenticateTitle}
      cancelLabel="Fail authentication"
      cancelDisabled={pending}
      confirmLabel="Complete authentication"
      pending={pending}
      onConfirm={() => onAnswer(true)}
    >
      <Text>
        Your card issuer asks you to confirm this {amountLabel} payment. In test mode this dialog stands in
        for the bank's 3-D Secure check.
      </Text>
    </ConfirmDialog>
  );
}
