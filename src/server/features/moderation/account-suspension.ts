/** Accounts found, suspended and restored by an admin; never their own, never another admin's. */
import { moderationMessages } from '../../../shared/messages/moderation';
import type {
  ModeratedUserDto,
  ModeratedUsersPageDto,
  ModerationActionDto,
  UserSearchQuery,
} from '../../../shared/moderation.schema';
import { displayNameOf } from '../../../shared/users';
import { AppError } from '../../lib/app-error';
import type { ModerationRepo } from './moderation.repo';
import type { ModerationLog } from './moderation-log';
import { conflictUnless } from './moderation-log';

export function createAccountSuspension(repo: ModerationRepo, act: ModerationLog['act']) {
  async function findUserToModerate(adminId: string, id: string) {
    const user = await repo.findUser(id);
    if (!user || user.deletedAt) throw new AppError('NOT_FOUND', moderationMessages.userNotFound);
    if (user.id === adminId) throw new AppError('CONFLICT', moderationMessages.cannotSuspendSelf);
    if (user.role === 'admin') throw new AppError('FORBIDDEN', moderationMessages.cannotSuspendAdmin);
    return user;
  }

  return {
    async suspendUser(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      await findUserToModerate(adminId, id);
      return act(
        { actorId: adminId, action: 'user_suspended', targetType: 'user', targetId: id, reason },
        async (at) =>
          conflictUnless(await repo.suspendUser(id, reason, at), moderationMessages.userAlreadySuspended),
      );
    },

    async restoreUser(adminId: string, id: string, reason: string): Promise<ModerationActionDto> {
      await findUserToModerate(adminId, id);
      return act(
        { actorId: adminId, action: 'user_restored', targetType: 'user', targetId: id, reason },
        async () => conflictUnless(await repo.restoreUser(id), moderationMessages.userNotSuspended),
      );
    },

    async listUsers(query: UserSearchQuery): Promise<ModeratedUsersPageDto> {
      const items = (await repo.listUsers(query.q, query.show, query)).map(
        ({ user, sellerName }): ModeratedUserDto => ({
          id: user.id,
          email: user.email,
          name: displayNameOf(user),
          role: user.role,
          sellerName,
          suspendedAt: user.suspendedAt?.toISOString() ?? null,
          suspensionReason: user.suspensionReason,
          createdAt: user.createdAt.toISOString(),
        }),
      );
      return { items, total: await repo.countUsers(query.q, query.show) };
    },
  };
}
