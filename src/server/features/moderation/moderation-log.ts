/** The activity list: every action is written to it in the same transaction as the change itself. */
import type {
  ModerationActionDto,
  ModerationActionsPageDto,
  ModerationActionsQuery,
} from '../../../shared/moderation.schema';
import { AppError } from '../../lib/app-error';
import type { ActionRecord, ActionRow, ModerationRepo } from './moderation.repo';

export function conflictUnless(changed: boolean, message: string): void {
  if (!changed) throw new AppError('CONFLICT', message);
}

export function createModerationLog(repo: ModerationRepo, now: () => Date) {
  async function toActionDto({ action, actorEmail }: ActionRow): Promise<ModerationActionDto> {
    return {
      id: action.id,
      action: action.action,
      targetType: action.targetType,
      targetId: action.targetId,
      targetLabel: await repo.labelOf(action.targetType, action.targetId),
      reason: action.reason,
      actorEmail,
      createdAt: action.createdAt.toISOString(),
    };
  }

  /** Runs the change and records it together; the change returns false when the state forbids it. */
  async function act(
    record: Omit<ActionRecord, 'createdAt'>,
    change: (at: Date) => Promise<void>,
  ): Promise<ModerationActionDto> {
    const at = now();
    const row = await repo.inTransaction(async () => {
      await change(at);
      return repo.recordAction({ ...record, createdAt: at });
    });
    return toActionDto({ action: row, actorEmail: (await repo.findAction(row.id))?.actorEmail ?? null });
  }

  return {
    act,

    async listActions(query: ModerationActionsQuery): Promise<ModerationActionsPageDto> {
      const items = await Promise.all((await repo.listActions(query)).map(toActionDto));
      return { items, total: await repo.countActions() };
    },
  };
}
export type ModerationLog = ReturnType<typeof createModerationLog>;
