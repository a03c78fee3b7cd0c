/**
 * Fair-use limits for the calls that cost something: money (orders, payment intents,
 * promotions), disk and CPU (uploads), or another person's attention (messages, e-mail).
 * Each policy counts per signed-in account and per client address over a sliding minute or hour;
 * whichever runs out first answers 429 with Retry-After. `RATE_LIMITS=off` turns them all off.
 *
 * A new call opts in by naming a policy: `rateLimit('upload')` on a REST route, and
 * `.use(rateLimited('upload'))` on its tRPC procedure (README, "Rate limits").
 */
import { accountMessages } from '../../shared/messages/account';
import { alertTexts } from '../../shared/messages/alert';
import { contactMessages } from '../../shared/messages/contact';
import { moderationMessages } from '../../shared/messages/moderation';
import { orderMessageTexts } from '../../shared/messages/order-message';
import { reviewTexts } from '../../shared/messages/review';
import { smsMessages } from '../../shared/messages/sms';

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

export interface RateLimitPolicy {
  perAccount: RateLimitRule;
  perAddress: RateLimitRule;
  /** What the person is told when it runs out; httpMessages.tooManyRequests otherwise. */
  message?: string;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const rateLimitPolicies = {
  /** Codes texted to confirm a mobile number: each is a text someone pays for and a phone receives. */
  smsCode: {
    perAccount: { points: 3, durationSeconds: 15 * MINUTE },
    perAddress: { points: 10, durationSeconds: HOUR },
    message: smsMessages.tooManyCodes,
  },
  /**
   * Inbound texts, counted per sending number (the "account") and per provider address: each may be
   * answered with a text, so one number cannot make us text it in a loop.
   */
  smsInbound: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 600, durationSeconds: MINUTE },
  },
  /** Checkout: a real buyer places a handful of orders a minute at most. */
  orderPlacement: {
    perAccount: { points: 10, durationSeconds: MINUTE },
    perAddress: { points: 30, durationSeconds: MINUTE },
  },
  /** Each card attempt asks the payment provider for an intent. */
  paymentIntent: {
    perAccount: { points: 20, durationSeconds: MINUTE },
    perAddress: { points: 60, durationSeconds: MINUTE },
  },
  /** A promotion is a paid charge on the seller's card. */
  promotion: {
    perAccount: { points: 5, durationSeconds: MINUTE },
    perAddress: { points: 20, durationSeconds: MINUTE },
  },
  /** Photos and licences are decoded and re-encoded: CPU and memory. */
  upload: {
    perAccount: { points: 20, durationSeconds: MINUTE },
    perAddress: { points: 60, durationSeconds: MINUTE },
  },
  /** The contact form: each message becomes an e-mail to support. */
  contact: {
    perAccount: { points: 5, durationSeconds: HOUR },
    perAddress: { points: 5, durationSeconds: HOUR },
    message: contactMessages.tooMany,
  },
  /**
   * Password reset e-mails, asked for while signed out: the "account" counted is the e-mail
   * address asked about (nobody floods one inbox), the address is the client's (nobody walks a
   * list of addresses).
   */
  passwordReset: {
    perAccount: { points: 3, durationSeconds: HOUR },
    perAddress: { points: 10, durationSeconds: HOUR },
  },
  /** Messages on an order: each may reach the other side's inbox. */
  orderMessage: {
    perAccount: { points: 20, durationSeconds: 10 * MINUTE },
    perAddress: { points: 60, durationSeconds: 10 * MINUTE },
    message: orderMessageTexts.tooMany,
  },
  /** Reviews written, changed and replied to: each reaches the seller and shows on their storefront. */
  review: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 30, durationSeconds: 10 * MINUTE },
    message: reviewTexts.tooMany,
  },
  /** Reports to the admins: each lands in a person's queue; a few an hour is plenty. */
  report: {
    perAccount: { points: 10, durationSeconds: HOUR },
    perAddress: { points: 30, durationSeconds: HOUR },
    message: moderationMessages.tooManyReports,
  },
  /** New-catch alerts: each is geocoded when saved. */
  alertCreate: {
    perAccount: { points: 10, durationSeconds: 10 * MINUTE },
    perAddress: { points: 30, durationSeconds: 10 * MINUTE },
    message: alertTexts.tooMany,
  },
  /**
   * The pickup check at the dock: a seller checks a few passes a minute; more is someone guessing
   * short codes.
   */
  pickupCheck: {
    perAccount: { points: 30, durationSeconds: MINUTE },
    perAddress: { points: 90, durationSeconds: MINUTE },
  },
  /** Password checks of a signed-in account (change password, delete account): argon2 is CPU. */
  accountSecurity: {
    perAccount: { points: 10, durationSeconds: HOUR },
    perAddress: { points: 30, durationSeconds: HOUR },
  },
  /** "Download my data": the whole account read and serialised; a person needs it now and then. */
  accountExport: {
    perAccount: { points: 3, durationSeconds: HOUR },
    perAddress: { points: 10, durationSeconds: HOUR },
    message: accountMessages.exportTooMany,
  },
  /** Phone alerts turned on and off: each writes a row, and a browser does it once per device. */
  pushSubscription: {
    perAccount: { points: 20, durationSeconds: HOUR },
    perAddress: { points: 60, durationSeconds: HOUR },
  },
  /**
   * Passkey sign-in, asked for while signed out (a challenge, then its answer): counted per client
   * address, as there is no account yet. Generous for a dock's shared Wi-Fi, tight for a script.
   */
  passkeySignIn: {
    perAccount: { points: 30, durationSeconds: 10 * MINUTE },
    perAddress: { points: 30, durationSeconds: 10 * MINUTE },
  },
  /** Passkeys added from /account: each stores a credential, and a person has a few devices. */
  passkeyRegistration: {
    perAccount: { points: 20, durationSeconds: HOUR },
    perAddress: { points: 60, durationSeconds: HOUR },
  },
  /** Any other call that sends an e-mail on request (a verification link sent again). */
  email: {
    perAccount: { points: 5, durationSeconds: HOUR },
    perAddress: { points: 20, durationSeconds: HOUR },
  },
} as const satisfies Record<string, RateLimitPolicy>;

export type RateLimitPolicyName = keyof typeof rateLimitPolicies;
