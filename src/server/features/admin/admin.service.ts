import type { SellerApplicationDto, SellerLimitsDto } from '../../../shared/admin.schema';
import { adminMessages } from '../../../shared/messages/admin';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AdminRepo } from './admin.repo';

type ApplicationRow = NonNullable<Awaited<ReturnType<AdminRepo['findApplication']>>>;

function toDto({ profile, applicant, reviewerEmail }: ApplicationRow): SellerApplicationDto {
  return {
    id: profile.id,
    userId: applicant.id,
    email: applicant.email,
    emailVerified: applicant.emailVerifiedAt !== null,
    applicantName: displayNameOf(applicant),
    sellerType: profile.sellerType,
    displayName: profile.displayName,
    bio: profile.bio,
    pickupLocationAddress: profile.pickupLocationAddress,
    weeklyQuantityLimit: profile.weeklyQuantityLimit,
    licenseImageUrl: profile.licenseImageUrl,
    verificationStatus: profile.verificationStatus,
    rejectionReason: profile.rejectionReason,
    createdAt: profile.createdAt.toISOString(),
    reviewedAt: profile.reviewedAt?.toISOString() ?? null,
    reviewedByEmail: reviewerEmail,
  };
}

interface AdminServiceDeps {
  repo: AdminRepo;
  notifications: NotificationsService;
  now?: () => Date;
}

export function createAdminService({ repo, notifications, now = () => new Date() }: AdminServiceDeps) {
  async function decide(
    adminId: string,
    id: string,
    status: 'approved' | 'rejected',
    rejectionReason: string | null,
  ): Promise<SellerApplicationDto> {
    const existing = await repo.findApplication(id);
    if (!existing) throw new AppError('NOT_FOUND', adminMessages.applicationNotFound);
    // Approving a revoked seller reinstates them (decision 012); a rejection decides applications only.
    const decided =
      status === 'approved' && existing.profile.verificationStatus === 'revoked'
        ? await repo.reinstateRevoked(id, {
            reviewedBy: adminId,
            reviewedAt: now(),
            note: adminMessages.reinstated,
          })
        : await repo.decidePending(id, { status, reviewedBy: adminId, reviewedAt: now(), rejectionReason });
    if (!decided) {
      throw new AppError('CONFLICT', adminMessages.alreadyReviewed(existing.profile.verificationStatus));
    }
    const application = toDto((await repo.findApplication(id))!);
    await notifications.notify(
      status === 'approved'
        ? {
            userId: application.userId,
            type: 'application_approved',
            title: 'You are a Verified Crabber',
            message: `Your seller application for ${application.displayName} was approved. You can now post your catches on BayCatch.`,
            data: { applicationId: id },
            email: { to: application.email, subject: 'Your BayCatch seller application was approved' },
          }
        : {
            userId: application.userId,
            type: 'application_rejected',
            title: 'Seller application not approved',
            message: `Your seller application for ${application.displayName} was not approved${
              rejectionReason ? `: ${rejectionReason}` : '.'
            } You can update your details and apply again.`,
            data: { applicationId: id, reason: rejectionReason },
            email: { to: application.email, subject: 'About your BayCatch seller application' },
          },
    );
    return application;
  }

  return {
    async listApplications(): Promise<SellerApplicationDto[]> {
      return (await repo.listApplications()).map(toDto);
    },
    approve(adminId: string, id: string) {
      return decide(adminId, id, 'approved', null);
    },
    reject(adminId: string, id: string, reason: string | undefined) {
      return decide(adminId, id, 'rejected', reason ?? null);
    },
    /** Sets a seller's weekly limit in lbs, or with null gives them their seller type's limit back. */
    async setSellerLimits(
      adminId: string,
      id: string,
      weeklyQuantityLimit: number | null,
    ): Promise<SellerLimitsDto> {
      const seller = await repo.findSellerLimits(id);
      if (!seller) throw new AppError('NOT_FOUND', adminMessages.sellerNotFound);
      await repo.setWeeklyLimit(id, {
        limit: weeklyQuantityLimit,
        by: adminId,
        at: now(),
        note: adminMessages.weeklyLimitNote(weeklyQuantityLimit),
      });
      return { id, sellerType: seller.sellerType, weeklyQuantityLimit };
    },
  };
}
