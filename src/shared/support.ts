/** Support details (docs/product/info-pages.md), shown on Contact Us, the FAQ and the legal pages. */
export const SUPPORT_RESPONSE_HOURS = 24;

export interface SupportHoursRow {
  days: string;
  hours: string;
  open: boolean;
}

export const supportHours: readonly SupportHoursRow[] = [
  { days: 'Monday - Friday', hours: '8 AM - 6 PM EST', open: true },
  { days: 'Saturday', hours: '9 AM - 4 PM', open: true },
  { days: 'Sunday', hours: 'Closed', open: false },
];

/** The date both legal texts carry (docs/product/info-pages.md). */
export const LEGAL_LAST_UPDATED = 'September 4, 2025';

export interface RetentionRule {
  record: string;
  period: string;
  reason: string;
}

export const TRANSACTION_RECORDS_RETENTION = '7 years';

/** How long each kind of record is kept (docs/product/info-pages.md), quoted by the privacy policy. */
export const dataRetention: readonly RetentionRule[] = [
  {
    record: 'Transaction records',
    period: TRANSACTION_RECORDS_RETENTION,
    reason: 'Tax, accounting and card-network rules require us to keep order and payment records.',
  },
  {
    record: 'Verification documents',
    period: 'Life of the account plus 2 years',
    reason: 'So we can answer questions about a seller and handle disputes after an account closes.',
  },
  {
    record: 'Support communications',
    period: '3 years',
    reason: 'So we can follow up on earlier requests and see recurring problems.',
  },
  {
    record: 'Usage analytics',
    period: '2 years, aggregated',
    reason: 'To understand how the marketplace is used, without tracking individuals.',
  },
];

/** Support communications are kept 3 years: messages older than this are deleted. */
export const SUPPORT_MESSAGE_RETENTION_DAYS = 3 * 365;
