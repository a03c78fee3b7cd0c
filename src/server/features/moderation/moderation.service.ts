/**
 * Admin moderation (docs/product/moderation.md): revoking a seller's approval, hiding and
 * restoring listings, suspending and restoring accounts, and the reports buyers and sellers send.
 * Every action is written to the activity list in the same transaction as the change itself.
 */

import type { UserDto } from '../../../shared/user.schema';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAccountSuspension } from './account-suspension';
import { createContentRemoval } from './content-removal';
import type { ModerationRepo } from './moderation.repo';
import { createModerationLog } from './moderation-log';
import { createModerationReports } from './moderation-reports';
import { createSellerModeration } from './seller-moderation';

interface ModerationDeps {
  repo: ModerationRepo;
  notifications: NotificationsService;
  /** Who may see a listing is the catalog's rule: a reporter reports only what they can view. */
  catalog: { getCatch(id: string, viewer: UserDto | null): unknown };
  now?: () => Date;
}

export function createModerationService({
  repo,
  notifications,
  catalog,
  now = () => new Date(),
}: ModerationDeps) {
  const { act, listActions } = createModerationLog(repo, now);
  return {
    ...createContentRemoval({ repo, notifications, act }),
    ...createSellerModeration({ repo, notifications, act }),
    ...createAccountSuspension(repo, act),
    listActions,
    ...createModerationReports({ repo, catalog, act, now }),
  };
}
