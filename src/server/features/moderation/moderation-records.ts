/** What the moderation repositories write and page by. */
import type { ModerationActionType, ModerationTargetType } from '../../../shared/moderation.schema';

export interface ActionRecord {
  actorId: string;
  action: ModerationActionType;
  targetType: ModerationTargetType;
  targetId: string;
  reason: string;
  createdAt: Date;
}

export interface Page {
  limit: number;
  offset: number;
}
