/**
 * What a card payment attempt ended in, whichever provider ran it. The screen that hosts the form
 * decides what to say (orders and promotions have different toasts; docs/product/payments.md).
 */
export type CardPaymentResult =
  | { status: 'succeeded'; paymentIntentId: string }
  | { status: 'processing'; paymentIntentId: string }
  /** The card was refused; `message` is the provider's, e.g. 'Your card was declined.' */
  | { status: 'failed'; message: string }
  /** The extra authentication step (3-D Secure) was failed or abandoned. */
  | { status: 'authentication_failed'; message: string }
  /** Anything unexpected: the network, the provider's script, a server fault. */
  | { status: 'error'; message: string };

export interface CardPaymentFormProps {
  /** The secret of the payment intent the server created for this payment. */
  clientSecret: string;
  /** The amount being paid, as shown to the buyer ('$89.25'). */
  amountLabel: string;
  /** The pay button; defaults to 'Pay {amountLabel}'. */
  submitLabel?: string;
  /** The pay button while the payment runs; defaults to 'Processing...'. */
  processingLabel?: string;
  /** Where Stripe sends the browser back after a redirect-based authentication. */
  returnPath: string;
  onResult: (result: CardPaymentResult) => void;
  /** Shown beside the pay button, e.g. a dialog's Cancel. */
  secondaryAction?: React.ReactNode;
  /** Told when a payment starts and ends, so a dialog can refuse to close meanwhile. */
  onBusyChange?: (busy: boolean) => void;
}
