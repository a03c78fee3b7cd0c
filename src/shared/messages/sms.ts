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
