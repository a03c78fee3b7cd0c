import { Alert, Button, Field, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../../../shared/api-errors';
import { paymentMessages } from '../../../shared/messages/payment';
import type { TestPaymentResultDto } from '../../../shared/payment.schema';
import { formatCardNumber, testCardFields, testCards } from '../../../shared/test-mode-cards';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { AuthenticateDialog } from './authenticate-dialog';
import type { CardPaymentFormProps, CardPaymentResult } from './card-payment-result';

/** '1234' → '12 / 34' as the buyer types, like Stripe's own field. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

function toResult(
  answer: TestPaymentResultDto,
  afterAuthentication: boolean,
): CardPaymentResult | 'authenticate' {
  if (answer.status === 'succeeded') return { status: 'succeeded', paymentIntentId: answer.paymentIntentId };
  if (answer.status === 'requires_action') return 'authenticate';
  if (answer.status === 'processing')
    return { status: 'processing', paymentIntentId: answer.paymentIntentId };
  const message = answer.lastError ?? 'Your card was declined.';
  return afterAuthentication ? { status: 'authentication_failed', message } : { status: 'failed', message };
}

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
  const [card, setCard] = useState({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [authenticating, setAuthenticating] = useState(false);
  // One answer per authentication step, however many ways the dialog is closed.
  const awaitingAnswer = useRef(false);
  const confirm = trpc.payments.confirmTestPayment.useMutation();
  const authenticate = trpc.payments.authenticateTestPayment.useMutation();
  const busy = confirm.isPending || authenticate.isPending || authenticating;

  const report = (result: CardPaymentResult) => {
    setFailure(
      result.status === 'failed' || result.status === 'authentication_failed' ? result.message : null,
    );
    onBusyChange?.(false);
    onResult(result);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = testCardFields.safeParse(card);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = String(issue.path[0]);
        next[field] = [...(next[field] ?? []), issue.message];
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    onBusyChange?.(true);
    try {
      const answer = await confirm.mutateAsync({ clientSecret, ...checked.data });
      const result = toResult(answer, false);
      if (result === 'authenticate') {
        awaitingAnswer.current = true;
        setAuthenticating(true);
      } else report(result);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        onBusyChange?.(false);
      } else report({ status: 'error', message: messageOf(error) });
    }
  };

  const answerAuthentication = async (approve: boolean) => {
    if (!awaitingAnswer.current) return;
    awaitingAnswer.current = false;
    try {
      const answer = await authenticate.mutateAsync({ clientSecret, approve });
      setAuthenticating(false);
      const result = toResult(answer, true);
      report(
        result === 'authenticate'
          ? { status: 'authentication_failed', message: 'Authentication failed' }
          : result,
      );
    } catch (error) {
      setAuthenticating(false);
      report({ status: 'error', message: messageOf(error) });
    }
  };

  const field = (name: keyof typeof card) => errors[name]?.[0];

  return (
    <form onSubmit={submit} noValidate aria-label="Card payment">
      <Stack gap="5">
        <Alert.Root status="info" borderRadius="lg" alignItems="start">
          <Alert.Indicator />
          <Alert.Content gap="2">
            <Alert.Title fontWeight="bold">{paymentMessages.testModeNotice}</Alert.Title>
            <Alert.Description>
              <Text mb="2">
                Stripe keys are not configured, so BayCatch runs its built-in test mode. Use one of Stripe's
                test card numbers with any future expiry date and any 3-digit CVC:
              </Text>
              <Stack as="ul" gap="1" listStyleType="none">
                {testCards
                  .filter((test) => test.featured)
                  .map((test) => (
                    <HStack as="li" key={test.number} gap="2" align="center">
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="bay"
                        fontFamily="mono"
                        flexShrink={0}
                        onClick={() =>
                          setCard((current) => ({ ...current, cardNumber: formatCardNumber(test.number) }))
                        }
                        aria-label={`Use test card ${formatCardNumber(test.number)} (${test.label})`}
                      >
                        {formatCardNumber(test.number)}
                      </Button>
                      <Text fontSize="sm" lineHeight="short">
                        {test.label}
                      </Text>
                    </HStack>
                  ))}
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>

        {failure && (
          <Alert.Root status="error" borderRadius="lg" data-testid="payment-failure">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
        )}

        <Field.Root invalid={Boolean(field('cardNumber'))} required>
          <Field.Label>Card number</Field.Label>
          <Input
            name="cardNumber"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            value={card.cardNumber}
            onChange={(e) => setCard({ ...card, cardNumber: formatCardNumber(e.target.value) })}
          />
          <Field.ErrorText>{field('cardNumber')}</Field.ErrorText>
        </Field.Root>
        <Grid templateColumns="1fr 1fr" gap="4">
          <Field.Root invalid={Boolean(field('expiry'))} required>
            <Field.Label>Expiration</Field.Label>
            <Input
              name="expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
            />
            <Field.ErrorText>{field('expiry')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(field('cvc'))} required>
            <Field.Label>CVC</Field.Label>
            <Input
              name="cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
            />
            <Field.ErrorText>{field('cvc')}</Field.ErrorText>
          </Field.Root>
        </Grid>
        <HStack justify="flex-end" gap="3">
          {secondaryAction}
          <Button type="submit" colorPalette="crab" loading={busy} loadingText={processingLabel}>
            {submitLabel ?? `Pay ${amountLabel}`}
          </Button>
        </HStack>
      </Stack>
      <AuthenticateDialog
        open={authenticating}
        amountLabel={amountLabel}
        pending={authenticate.isPending}
        onAnswer={(approve) => void answerAuthentication(approve)}
      />
    </form>
  );
}
