import { type FormEvent, useRef, useState } from 'react';
import type { FieldErrors } from '../../../shared/api-errors';
import type { TestPaymentResultDto } from '../../../shared/payment.schema';
import { testCardFields } from '../../../shared/test-mode-cards';
import { fieldErrorsOf, messageOf } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import type { CardPaymentFormProps, CardPaymentResult } from './card-payment-result';

export interface TypedCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

function toResult(
  answer: TestPaymentResultDto,
  afterAuthentication: boolean,
): CardPaymentResult | 'authenticate' {
  // A held card (an order charged at the dock) was accepted as much as a charged one.
  if (answer.status === 'succeeded' || answer.status === 'requires_capture')
    return { status: 'succeeded', paymentIntentId: answer.paymentIntentId };
  if (answer.status === 'requires_action') return 'authenticate';
  if (answer.status === 'processing')
    return { status: 'processing', paymentIntentId: answer.paymentIntentId };
  const message = answer.lastError ?? 'Your card was declined.';
  return afterAuthentication ? { status: 'authentication_failed', message } : { status: 'failed', message };
}

/**
 * The test-mode card payment: checks the typed card, asks the server to confirm it, and when the
 * card asks for authentication waits for the buyer's answer in the dialog before reporting.
 */
export function useTestCardPayment({
  clientSecret,
  onResult,
  onBusyChange,
}: Pick<CardPaymentFormProps, 'clientSecret' | 'onResult' | 'onBusyChange'>) {
  const [card, setCard] = useState<TypedCard>({ cardNumber: '', expiry: '', cvc: '' });
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

  return { card, setCard, errors, failure, authenticating, authenticate, busy, submit, answerAuthentication };
}
