/** The reports buyers and sellers send: checked, queued for the admins, and resolved. */
import { moderationMessages } from '../../../shared/messages/moderation';
import type {
  CreateReportInput,
  ReportDto,
  ReportReceiptDto,
  ReportsPageDto,
  ReportsQuery,
  ReportTargetType,
  ResolveReportInput,
} from '../../../shared/moderation.schema';
import type { UserDto } from '../../../shared/user.schema';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { ModerationRepo, ReportRow } from './moderation.repo';
import type { ModerationLog } from './moderation-log';
import { conflictUnless } from './moderation-log';
import { targetOf } from './report-targets';

interface ModerationReportsDeps {
  repo: ModerationRepo;
  /** Who may see a listing is the catalog's rule: a reporter reports only what they can view. */
  catalog: { getCatch(id: string, viewer: UserDto | null): unknown };
  act: ModerationLog['act'];
  now: () => Date;
}

export function createModerationReports({ repo, catalog, act, now }: ModerationReportsDeps) {
  /**
   * The one check of what may be reported: 404 unless the reporter can see the target (a listing
   * they can view, a message on one of their own orders).
   */
  async function assertReportable(
    reporter: UserDto,
    targetType: ReportTargetType,
    targetId: string,
  ): Promise<void> {
    switch (targetType) {
      case 'listing':
        await catalog.getCatch(targetId, reporter);
        return;
      case 'message': {
        const message = await repo.findMessage(targetId);
        if (
          !message ||
          message.removedAt !== null ||
          (message.buyerId !== reporter.id && message.sellerUserId !== reporter.id)
        ) {
          throw new AppError('NOT_FOUND', moderationMessages.targetNotFound);
        }
        return;
      }
      case 'review': {
        // A review shows on its seller's storefront, which any signed-in person may read while the
        // seller is approved; its author and the seller may report it whatever the seller's state.
        const review = await repo.findReview(targetId);
        const visible =
          review &&
          review.removedAt === null &&
          (review.sellerStatus === 'approved' ||
            review.authorId === reporter.id ||
            review.sellerUserId === reporter.id);
        if (!visible) throw new AppError('NOT_FOUND', moderationMessages.targetNotFound);
        return;
      }
    }
  }

  async function toReportDto({ report, reporter, resolverEmail }: ReportRow): Promise<ReportDto> {
    return {
      id: report.id,
      targetType: report.targetType,
      targetId: report.targetId,
      ...(await targetOf(repo, report.targetType, report.targetId)),
      reporterName: displayNameOf({ ...reporter, deleted: reporter.deletedAt !== null }),
      reporterEmail: reporter.email,
      reason: report.reason,
      status: report.status,
      createdAt: report.createdAt.toISOString(),
      resolvedAt: report.resolvedAt?.toISOString() ?? null,
      resolvedByEmail: resolverEmail,
      resolutionNote: report.resolutionNote,
    };
  }

  return {
    async report(reporter: UserDto, input: CreateReportInput): Promise<ReportReceiptDto> {
      await assertReportable(reporter, input.targetType, input.targetId);
      const row = await repo.insertReport({ ...input, reporterId: reporter.id, createdAt: now() });
      if (!row) throw new AppError('CONFLICT', moderationMessages.alreadyReported);
      return {
        id: row.id,
        targetType: row.targetType,
        targetId: row.targetId,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      };
    },

    async listReports(query: ReportsQuery): Promise<ReportsPageDto> {
      const status = query.status === 'all' ? undefined : query.status;
      const items = await Promise.all((await repo.listReports(status, query)).map(toReportDto));
      return { items, total: await repo.countReports(status) };
    },

    async resolveReport(adminId: string, input: ResolveReportInput): Promise<ReportDto> {
      if (!(await repo.findReport(input.id)))
        throw new AppError('NOT_FOUND', moderationMessages.reportNotFound);
      const note = input.note ?? null;
      await act(
        {
          actorId: adminId,
          action: input.resolution === 'dismissed' ? 'report_dismissed' : 'report_actioned',
          targetType: 'report',
          targetId: input.id,
          reason: note ?? (input.resolution === 'dismissed' ? 'Dismissed' : 'Resolved'),
        },
        async (at) =>
          conflictUnless(
            await repo.resolveReport(input.id, { status: input.resolution, by: adminId, at, note }),
            moderationMessages.reportAlreadyResolved,
          ),
      );
      return toReportDto((await repo.findReport(input.id))!);
    },
  };
}
