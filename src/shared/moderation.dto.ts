/** Moderation answers (docs/product/moderation.md): the activity list, the report queue, reports, accounts. */
import { z } from 'zod';
import {
  moderationActionTypes,
  moderationTargetTypes,
  reportStatuses,
  reportTargetTypes,
} from './moderation-kinds';
import { userRoles } from './roles';
import { instant } from './wire-formats';

const total = z.number().int().min(0).meta({ description: 'How many there are in all, for paging' });

export const moderationActionDto = z
  .object({
    id: z.string(),
    action: z.enum(moderationActionTypes),
    targetType: z.enum(moderationTargetTypes),
    targetId: z.string(),
    targetLabel: z.string().nullable().meta({
      description: "The listing's title, the seller's business, the account's e-mail; null once gone",
    }),
    reason: z.string(),
    actorEmail: z.string().nullable().meta({ description: 'The admin who acted' }),
    createdAt: instant,
  })
  .meta({ id: 'ModerationAction', description: 'One line of the moderation activity list' });
export type ModerationActionDto = z.output<typeof moderationActionDto>;

export const moderationActionsPageDto = z
  .object({ items: z.array(moderationActionDto), total })
  .meta({ id: 'ModerationActionsPage' });
export type ModerationActionsPageDto = z.output<typeof moderationActionsPageDto>;

export const reportDto = z
  .object({
    id: z.string(),
    targetType: z.enum(reportTargetTypes),
    targetId: z.string(),
    targetSummary: z
      .string()
      .nullable()
      .meta({ description: 'What was reported, in a line; null once gone' }),
    listingId: z.string().nullable().meta({ description: 'The reported listing, to hide it' }),
    listingHidden: z.boolean(),
    orderId: z.string().nullable().meta({ description: 'The order a reported message was written on' }),
    authorName: z.string().nullable().meta({ description: 'Who wrote or sells the reported thing' }),
    reporterName: z.string(),
    reporterEmail: z.string(),
    reason: z.string(),
    status: z.enum(reportStatuses),
    createdAt: instant,
    resolvedAt: instant.nullable(),
    resolvedByEmail: z.string().nullable(),
    resolutionNote: z.string().nullable(),
  })
  .meta({ id: 'Report', description: 'A report as the admin queue shows it' });
export type ReportDto = z.output<typeof reportDto>;

export const reportsPageDto = z.object({ items: z.array(reportDto), total }).meta({ id: 'ReportsPage' });
export type ReportsPageDto = z.output<typeof reportsPageDto>;

export const reportReceiptDto = z
  .object({
    id: z.string(),
    targetType: z.enum(reportTargetTypes),
    targetId: z.string(),
    status: z.enum(reportStatuses),
    createdAt: instant,
  })
  .meta({ id: 'ReportReceipt' });
export type ReportReceiptDto = z.output<typeof reportReceiptDto>;

export const moderatedUserDto = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(userRoles),
    sellerName: z.string().nullable().meta({ description: "The seller's business, for sellers" }),
    suspendedAt: instant.nullable(),
    suspensionReason: z.string().nullable(),
    createdAt: instant,
  })
  .meta({ id: 'ModeratedUser', description: 'An account as the admin Users tab shows it' });
export type ModeratedUserDto = z.output<typeof moderatedUserDto>;

export const moderatedUsersPageDto = z
  .object({ items: z.array(moderatedUserDto), total })
  .meta({ id: 'ModeratedUsersPage' });
export type ModeratedUsersPageDto = z.output<typeof moderatedUsersPageDto>;
