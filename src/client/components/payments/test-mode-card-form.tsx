import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { AuthenticateDialog } from './authenticate-dialog';
import type { CardPaymentFormProps } from './card-payment-result';
import { TestCardFields } from './test-card-fields';
import { TestCardNotice } from './test-card-notice';
import { useTestCardPayment } from './use-test-card-payment';

/**
 * The card form of the built-in test-mode provider (no Stripe keys configured). It takes Stripe's
 * documented test numbers, says plainly that nothing is charged, and plays the bank's
 * authentication step as a confirm dialog.
 */
export function TestModeCardForm({
  clientSecret,
  amountLabel,
  submitLabel,
  processingLabel = 'Processing...',
  onResult,
  secondaryAction,
  onBusyChange,
}: CardPaymentFormProps) {
  const payment = useTestCardPayment({ clientSecret, onResult, onBusyChange });
  const { card, setCard, failure } = payment;

  return (
    <form onSubmit={payment.submit} noValidate aria-label="Card payment">
      <Stack gap="5">
        <TestCardNotice onPick={(cardNumber) => setCard((current) => ({ ...current, cardNumber }))} />

        {failure && (
          <Alert.Root status="error" borderRadius="lg" data-testid="payment-failure">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}

        <TestCardFields card={card} errors={payment.errors} onChange={setCard} />
        <HStack justify="flex-end" gap="3">
          {secondaryAction}
          <Button type="submit" colorPalette="crab" loading={payment.busy} loadingText={processingLabel}>
            {submitLabel ?? `Pay ${amountLabel}`}
          </Button>
        </HStack>
      </Stack>
      <AuthenticateDialog
        open={payment.authenticating}
        amountLabel={amountLabel}
        pending={payment.authenticate.isPending}
        onAnswer={(approve) => void payment.answerAuthentication(approve)}
      />
    </form>
  );
}
