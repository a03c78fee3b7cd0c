/**
 * Admin moderation (revoking sellers, hiding listings, suspending accounts), its activity list
 * and the reports buyers and sellers send (docs/product/moderation.md).
 */
import { z } from 'zod';
import { moderationMessages } from './messages/moderation';
import type {
  ModeratedUserDto,
  ModeratedUsersPageDto,
  ModerationActionDto,
  ModerationActionsPageDto,
  ReportDto,
  ReportReceiptDto,
  ReportsPageDto,
} from './moderation.dto';
import { reportStatuses, reportTargetTypes } from './moderation-kinds';

export type {
  ModerationActionType,
  ModerationTargetType,
  ReportStatus,
  ReportTargetType,
} from './moderation-kinds';

export {
  moderationActionTypes,
  moderationTargetTypes,
  reportStatuses,
  reportTargetTypes,
} from './moderation-kinds';
export type {
  ModeratedUserDto,
  ModeratedUsersPageDto,
  ModerationActionDto,
  ModerationActionsPageDto,
  ReportDto,
  ReportReceiptDto,
  ReportsPageDto,
};

export const reportResolutions = ['dismissed', 'actioned'] as const;

export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;
const PAGE_MAX = 100;

/** Why an admin acts, or why a person reports: required, trimmed, 3 to 500 characters. */
export const moderationReason = z
  .string({ error: moderationMessages.reasonRequired })
  .trim()
  .min(REASON_MIN_LENGTH, moderationMessages.reasonTooShort)
  .max(REASON_MAX_LENGTH, moderationMessages.reasonTooLong);

export const moderationReasonInput = z.object({ reason: moderationReason });

const recordId = (message: string) => z.uuid({ error: message });

export const sellerModerationInput = z.object({
  id: recordId(moderationMessages.sellerNotFound),
  reason: moderationReason,
});
export const listingModerationInput = z.object({
  id: recordId(moderationMessages.listingNotFound),
  reason: moderationReason,
});
export const userModerationInput = z.object({
  id: recordId(moderationMessages.userNotFound),
  reason: moderationReason,
});
/** An admin removes a review or an order message, saying why (its author is told the reason). */
export const reviewRemovalInput = z.object({
  id: recordId(moderationMessages.reviewNotFound),
  reason: moderationReason,
});
export const messageRemovalInput = z.object({
  id: recordId(moderationMessages.messageNotFound),
  reason: moderationReason,
});

const pageSize = z.coerce
  .number({ error: 'Enter limit as a whole number' })
  .int('Enter limit as a whole number')
  .min(1, 'Enter limit of at least 1')
  .max(PAGE_MAX, `Enter limit of at most ${PAGE_MAX}`)
  .default(20);
const pageOffset = z.coerce
  .number({ error: 'Enter offset as a whole number' })
  .int('Enter offset as a whole number')
  .min(0, 'Enter offset of at least 0')
  .max(100_000, 'Enter offset of at most 100000')
  .default(0);

export const moderationActionsQuery = z.object({ limit: pageSize, offset: pageOffset });
export type ModerationActionsQuery = z.output<typeof moderationActionsQuery>;

export const reportsQuery = z.object({
  status: z
    .enum([...reportStatuses, 'all'], { error: `Status is one of: ${[...reportStatuses, 'all'].join(', ')}` })
    .default('open'),
  limit: pageSize,
  offset: pageOffset,
});
export type ReportsQuery = z.output<typeof reportsQuery>;

/** Which accounts the Users tab lists: everyone, one role, or the suspended ones. */
export const userListFilters = ['all', 'buyers', 'sellers', 'admins', 'suspended'] as const;
export type UserListFilter = (typeof userListFilters)[number];

export const userSearchQuery = z.object({
  q: z.string().trim().max(100, 'Use at most 100 characters').default(''),
  show: z.enum(userListFilters, { error: `Show one of: ${userListFilters.join(', ')}` }).default('all'),
  limit: pageSize,
  offset: pageOffset,
});
export type UserSearchQuery = z.output<typeof userSearchQuery>;

export const createReportInput = z.object({
  targetType: z.enum(reportTargetTypes, { error: `Report one of: ${reportTargetTypes.join(', ')}` }),
  targetId: recordId(moderationMessages.targetNotFound),
  reason: moderationReason,
});
export type CreateReportInput = z.output<typeof createReportInput>;

export const resolveReportInput = z.object({
  id: recordId(moderationMessages.reportNotFound),
  resolution: z.enum(reportResolutions, { error: 'Resolve as dismissed or actioned' }),
  note: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH, moderationMessages.noteTooLong)
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type ResolveReportInput = z.output<typeof resolveReportInput>;
