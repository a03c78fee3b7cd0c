/** The reports buyers and sellers send, and their resolution. */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ReportStatus, ReportTargetType } from '../../../shared/moderation.schema';
import type { Db } from '../../db/client';
import { alias, tieBreaker } from '../../db/dialect';
import { isUniqueViolation } from '../../db/errors';
import { affected, first } from '../../db/query';
import { reports, users } from '../../db/tables';
import type { Page } from './moderation-records';

const resolvers = alias(users, 'resolvers');

export function createModerationReportsRepo(db: Db) {
  const reportRows = () =>
    db
      .select({
        report: reports,
        reporter: {
          email: users.email,
          firstName: users.firstName,
          lastName: users.lastName,
          deletedAt: users.deletedAt,
        },
        resolverEmail: resolvers.email,
      })
      .from(reports)
      .innerJoin(users, eq(reports.reporterId, users.id))
      .leftJoin(resolvers, eq(reports.resolvedBy, resolvers.id));

  const reportStatusWhere = (status: ReportStatus | undefined): SQL | undefined =>
    status ? eq(reports.status, status) : undefined;

  return {
    /** The new report, or null when the person already has one open on the target. */
    async insertReport(values: {
      reporterId: string;
      targetType: ReportTargetType;
      targetId: string;
      reason: string;
      createdAt: Date;
    }) {
      try {
        return first(await db.insert(reports).values(values).returning())!;
      } catch (error) {
        // The partial unique index keeps one open report per person and target, even under a race.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async findReport(id: string) {
      return first(await reportRows().where(eq(reports.id, id)));
    },
    async listReports(status: ReportStatus | undefined, page: Page) {
      return await reportRows()
        .where(reportStatusWhere(status))
        .orderBy(desc(reports.createdAt), desc(tieBreaker(reports)))
        .limit(page.limit)
        .offset(page.offset);
    },
    async countReports(status: ReportStatus | undefined): Promise<number> {
      return await db.$count(reports, reportStatusWhere(status));
    },
    /** Resolves an open report only; false when it was already resolved. */
    async resolveReport(
      id: string,
      resolution: { status: 'dismissed' | 'actioned'; by: string; at: Date; note: string | null },
    ): Promise<boolean> {
      return (
        affected(
          await db
            .update(reports)
            .set({
              status: resolution.status,
              resolvedBy: resolution.by,
              resolvedAt: resolution.at,
              resolutionNote: resolution.note,
            })
            .where(and(eq(reports.id, id), eq(reports.status, 'open'))),
        ) > 0
      );
    },
  };
}
