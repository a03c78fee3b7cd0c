/**
 * The words of every text (docs/product/text-messages.md) and of the refusals around a mobile
 * number. Each text names BayCatch and ends with the carriers' opt-out line.
 */
export const SMS_STOP_LINE = 'Reply STOP to stop';

/** "BayCatch: <body> Reply STOP to stop": the one shape every text has. */
export function smsText(body: string): string {
  return `BayCatch: ${body.trim()} ${SMS_STOP_LINE}`;
}

export const smsTexts = {
  code: (code: string) => smsText(`your code is ${code}. It expires in 10 minutes.`),
  stopped: 'BayCatch: you will get no more texts from us. Reply START to get them again.',
  started: smsText('texts are on again for this number.'),
  help: (supportEmail: string) =>
    smsText(`order and pickup texts. Help: ${supportEmail} or the Contact page of BayCatch.`),
  unknown: smsText('this number does not take messages. Reply HELP for help.'),
} as const;

/** Buyers' order news by text: shorter than the in-app words, each naming the order. */
export const orderSmsTexts = {
  ready: (ref: string, seller: string, where: string, when: string) =>
    smsText(`your order ${ref} from ${seller} is ready. Show your pickup pass at ${where} (${when}).`),
  cancelled: (ref: string, seller: string, money: string) =>
    smsText(`${seller} cancelled your order ${ref}.${money}`),
  pickupCancelled: (ref: string, seller: string, reason: string, money: string) =>
    smsText(`${seller} cancelled the pickup of order ${ref}: "${reason}".${money}`),
  moved: (ref: string, seller: string, when: string, reason: string, link: string) =>
    smsText(`${seller} moved the pickup of order ${ref} to ${when}: "${reason}". To cancel instead: ${link}`),
  short: (notice: string) => smsText(notice),
} as const;

export const smsMessages = {
  phoneInvalid: 'Enter a US mobile number with area code, like (410) 555-1234',
  phoneStopped:
    'This number replied STOP to BayCatch, so we cannot text it. Text START to BayCatch from it first.',
  codeSent: (masked: string) => `We texted a 6-digit code to ${masked}. It expires in 10 minutes.`,
  codeInvalid: 'Enter the 6-digit code we texted you',
  codeNone: 'There is no code waiting for you. Send a new code first.',
  codeExpired: 'That code has expired. Send a new code.',
  codeWrong: 'That code is not right. Check the text and try again.',
  codeTooManyTries: 'That code was tried too many times. Send a new code.',
  tooManyCodes: 'You asked for several codes in a short time. Please wait a few minutes and try again.',
  verified: 'Your number is confirmed. We will text you about your orders.',
  removed: 'Your number is removed. We will not text you.',
  noPhone: 'Add and confirm a mobile number first.',
  prefsSaved: 'Your text choices are saved',
  badSignature: 'This request is not signed by the text message provider',
} as const;

/** Answers to a seller running their dock day by text (docs/product/text-messages.md). */
export const sellerSmsTexts = {
  help: smsText(
    "text LIST for today's pickups, READY (or READY and an order code) to mark orders ready, LATE and minutes (LATE 20) to tell the next pickup you are late, WX to cancel today for weather.",
  ),
  noPickups: smsText('you have no open orders today.'),
  /** One message of the day's list; `part` of `parts` when it took several. */
  listPart: (lines: readonly string[], part: number, parts: number) =>
    smsText(`today's pickups${parts > 1 ? ` (${part}/${parts})` : ''}: ${lines.join('; ')}.`),
  readyNone: smsText('no orders of your next pickup today are waiting to be made ready.'),
  readyDone: (refs: readonly string[]) =>
    smsText(`marked ready and told the buyer${refs.length === 1 ? '' : 's'}: ${refs.join(', ')}.`),
  readyNotYours: (code: string) =>
    smsText(`no open order #${code} among yours today. Text LIST to see them.`),
  readyRefused: (ref: string, why: string) => smsText(`order ${ref} was not marked ready: ${why}`),
  lateInvalid: smsText('say how late in minutes, from 5 to 180, like LATE 20.'),
  lateNone: smsText('you have no pickup left today with open orders.'),
  lateDone: (count: number, when: string) =>
    smsText(`told ${count === 1 ? 'your buyer' : `${count} buyers`} you will be there at ${when}.`),
  wxAsk: (count: number) =>
    smsText(
      `cancel today's pickups for weather? ${count === 1 ? '1 order' : `${count} orders`} will be cancelled, card holds released or refunded, and every buyer told. Reply WX YES within 10 minutes to do it.`,
    ),
  wxNotAsked: smsText("text WX first; then WX YES within 10 minutes cancels today's pickups."),
  wxDone: (cancelled: number, refunded: number) =>
    smsText(
      `cancelled ${cancelled === 1 ? '1 order' : `${cancelled} orders`} for weather; every buyer is told.${refunded > 0 ? ` ${refunded} card payment${refunded === 1 ? '' : 's'} released or refunded.` : ''}`,
    ),
  wxReason: "Bay weather: the seller cancelled today's pickups.",
} as const;

/** A buyer's news that their seller texted LATE. */
export const lateSmsText = (ref: string, seller: string, when: string) =>
  smsText(`${seller} is running late for order ${ref}. New pickup time: ${when}.`);

/** A seller's order news by text (kind `orders`): the in-app words, or one text for several new orders. */
export const sellerAlertSmsTexts = {
  news: (message: string) => smsText(message),
  newOrders: (count: number, minutes: number) =>
    smsText(
      `${count} new orders in the last ${minutes} minutes. Text LIST for today's pickups, or open your dashboard.`,
    ),
} as const;
