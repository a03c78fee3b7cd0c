/**
 * The card numbers the built-in test-mode provider understands: Stripe's documented test cards,
 * with Stripe's own outcomes and messages, so trying BayCatch without Stripe keys behaves like
 * Stripe's test mode. The card form lists them and the server decides with the same table.
 */
import { z } from 'zod';

export type TestCardOutcome =
  /** `disputeReason`: the cardholder disputes the payment once it succeeds, as Stripe's dispute cards do. */
  | { kind: 'succeeds'; disputeReason?: string }
  | { kind: 'requires_authentication' }
  /** `attaches`: saving the card for later succeeds, but every charge to it is declined (Stripe's 4000000000000341). */
  | { kind: 'declined'; message: string; attaches?: boolean };

export interface TestCard {
  number: string;
  label: string;
  outcome: TestCardOutcome;
  /** The three numbers the README and docs/product/payments.md name; the form lists these first. */
  featured: boolean;
}

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';
export const NON_TEST_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

export const testCards: readonly TestCard[] = [
  { number: '4242424242424242', label: 'Succeeds', outcome: { kind: 'succeeds' }, featured: true },
  {
    number: '4000002500003155',
    label: 'Requires authentication',
    outcome: { kind: 'requires_authentication' },
    featured: true,
  },
  {
    number: '4000000000000002',
    label: 'Declined',
    outcome: { kind: 'declined', message: CARD_DECLINED_MESSAGE },
    featured: true,
  },
  {
    number: '5555555555554444',
    label: 'Succeeds (Mastercard)',
    outcome: { kind: 'succeeds' },
    featured: false,
  },
  {
    number: '4000000000000259',
    label: 'Succeeds, then disputed as fraudulent',
    outcome: { kind: 'succeeds', disputeReason: 'fraudulent' },
    featured: false,
  },
  {
    number: '4000000000000341',
    label: 'Saves, then declined when charged later',
    outcome: { kind: 'declined', message: CARD_DECLINED_MESSAGE, attaches: true },
    featured: false,
  },
  {
    number: '4000000000009995',
    label: 'Insufficient funds',
    outcome: { kind: 'declined', message: 'Your card has insufficient funds.' },
    featured: false,
  },
  {
    number: '4000000000000069',
    label: 'Expired card',
    outcome: { kind: 'declined', message: 'Your card has expired.' },
    featured: false,
  },
];

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** '4242424242424242' as '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** What a card number does in test mode; any other valid number is a real card and is refused. */
export function testCardOutcome(cardNumber: string): TestCardOutcome {
  const digits = digitsOnly(cardNumber);
  return (
    testCards.find((card) => card.number === digits)?.outcome ?? {
      kind: 'declined',
      message: NON_TEST_CARD_MESSAGE,
    }
  );
}

/** Reads 'MM/YY', 'MM / YY' or 'MM/YYYY'; null when it is not a month and year. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is good through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const nowMonths = now.getFullYear() * 12 + now.getMonth();
  return expiry.year * 12 + (expiry.month - 1) < nowMonths;
}

/** The card fields of the test-mode form, checked with Stripe's messages on both sides. */
export const testCardFields = z.object({
  cardNumber: z
    .string()
    .max(40)
    .refine((value) => digitsOnly(value).length >= 13, 'Your card number is incomplete.')
    .refine((value) => passesLuhn(digitsOnly(value)), 'Your card number is invalid.'),
  expiry: z
    .string()
    .max(10)
    .refine((value) => parseExpiry(value) !== null, "Your card's expiration date is incomplete.")
    .refine((value) => {
      const parsed = parseExpiry(value);
      return parsed === null || !isExpired(parsed, new Date());
    }, "Your card's expiration year is in the past."),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});
export type TestCardFields = z.infer<typeof testCardFields>;

const clientSecret = z.string().min(1).max(200);

export const confirmTestPaymentInput = testCardFields.extend({ clientSecret });
export type ConfirmTestPaymentInput = z.infer<typeof confirmTestPaymentInput>;

/** The answer to the simulated 3-D Secure step: the buyer approved or failed it. */
export const authenticateTestPaymentInput = z.object({ clientSecret, approve: z.boolean() });

export const testOnboardingInput = z.object({ accountId: z.string().min(1).max(100) });

/** An admin deciding a test-mode card dispute on an order, as the card network would. */
export const decideTestDisputeInput = z.object({
  orderId: z.uuid({ error: 'Unknown order' }),
  outcome: z.enum(['won', 'lost']),
});
