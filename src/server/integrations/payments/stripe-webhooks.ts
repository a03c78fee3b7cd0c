/**
 * A Stripe webhook read into one of BayCatch's payment events: the signature checked over the raw
 * body, and only the object's id kept, since the handler reads the object back from Stripe.
 */
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { PaymentEvent } from './payment-provider';
import { idOf } from './stripe-ids';

const disputeEvents = new Set(['charge.dispute.created', 'charge.dispute.updated', 'charge.dispute.closed']);

/** The event types whose object is a PaymentIntent's Charge (those on the intent itself start `payment_intent.`). */
const chargeEvents = new Set(['charge.succeeded', 'charge.refunded', 'charge.refund.updated']);

export function readStripeEvent(
  stripe: Stripe,
  webhookSecret: string | undefined,
  rawBody: string,
  signatureHeader: string | undefined,
): PaymentEvent {
  if (!webhookSecret) {
    throw new AppError('BAD_REQUEST', 'Webhook signing secret is not configured (STRIPE_WEBHOOK_SECRET)');
  }
  if (!signatureHeader) throw new AppError('BAD_REQUEST', 'Missing Stripe-Signature header');
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret);
  } catch (error) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature', { cause: error });
  }
  if (event.type === 'account.updated') {
    return { type: event.type, id: event.id, accountId: event.data.object.id };
  }
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return { type: 'payment', eventType: event.type, id: event.id, intentId: intent.id };
  }
  if (event.type === 'setup_intent.succeeded') {
    return { type: 'setup', eventType: event.type, id: event.id, setupIntentId: event.data.object.id };
  }
  if (disputeEvents.has(event.type)) {
    const disputeId = (event.data.object as { id: string }).id;
    return { type: 'dispute', eventType: event.type, id: event.id, disputeId };
  }
  if (chargeEvents.has(event.type)) {
    const intentId = idOf((event.data.object as Stripe.Charge).payment_intent);
    if (intentId) return { type: 'payment', eventType: event.type, id: event.id, intentId };
  }
  return { type: 'ignored', id: event.id, eventType: event.type };
}
