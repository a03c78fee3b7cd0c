/** The objects the fake of Stripe's API (fake-stripe-api.ts) keeps, shaped as Stripe answers them. */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  application_fee_amount: number | null;
  transfer_data: { destination: string } | null;
  transfer_group: string | null;
  description: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { message: string } | null;
  livemode: boolean;
  capture_method: 'automatic' | 'manual';
  amount_capturable: number;
  amount_received: number;
  cancellation_reason: string | null;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: string;
  created: number;
}

export interface FakeCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_refunded: number;
  refunded: boolean;
  payment_intent: string;
  /** A card authorisation's `capture_before` (unix seconds). */
  payment_method_details?: { type: 'card'; card: { capture_before: number } };
}

export interface FakeDispute {
  id: string;
  object: 'dispute';
  charge: string;
  payment_intent: string | null;
  amount: number;
  currency: string;
  status: string;
  reason: string;
  evidence_details: { due_by: number | null };
  livemode: boolean;
}

export interface FakeAccount {
  id: string;
  object: 'account';
  type: string;
  email: string | null;
  metadata: Record<string, string>;
  capabilities: Record<string, string>;
}
