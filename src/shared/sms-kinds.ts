/**
 * What a text is about (docs/product/text-messages.md). The buyer's choices are the first five,
 * then `reminders` (a pickup's reminder, for buyers and sellers) and `orders` (a seller's new
 * orders, cancellations, messages and reviews); `code` (a confirmation code) and `keyword` (an
 * answer to STOP, START, HELP) go out whatever the choices, since the person asked for them.
 */
export const smsPreferenceKinds = [
  'ready',
  'moved',
  'short',
  'waitlist',
  'standing',
  'reminders',
  'orders',
] as const;
export type SmsPreferenceKind = (typeof smsPreferenceKinds)[number];
export const smsKinds = [...smsPreferenceKinds, 'code', 'keyword'] as const;
export type SmsKind = (typeof smsKinds)[number];

export type SmsPrefs = Record<SmsPreferenceKind, boolean>;
/** A confirmed number receives every kind until its owner turns some off. */
export const defaultSmsPrefs: SmsPrefs = {
  ready: true,
  moved: true,
  short: true,
  waitlist: true,
  standing: true,
  reminders: true,
  orders: true,
};

/**
 * The stored column's default, as first written: a kind added since is read from defaultSmsPrefs
 * (user-texts merges them), so the default never changes and SQLite never rebuilds the users table.
 */
export const storedSmsPrefsDefault = {
  ready: true,
  moved: true,
  short: true,
  waitlist: true,
  standing: true,
} as const;

export const smsStatuses = ['queued', 'sent', 'logged', 'failed', 'suppressed'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** A text to one person about something that happened (server: features/sms/user-texts.ts). */
export interface UserText {
  kind: SmsPreferenceKind;
  /** The whole text, in the shape smsText gives (named, with the STOP line). */
  body: string;
  /** The pickup it is about, a Bay date or a weekday: that day's news goes out in quiet hours too. */
  pickupDay?: string;
  /**
   * Texts of this kind to the person within this many minutes of the last are one text: a second
   * waits out the minutes, and a third replaces the second's words (a seller's new orders).
   */
  groupMinutes?: number;
}

/** A person's choices as stored, with each kind they never chose about at its default. */
export function smsPrefsOf(stored: Partial<SmsPrefs> | null | undefined): SmsPrefs {
  return { ...defaultSmsPrefs, ...stored };
}
