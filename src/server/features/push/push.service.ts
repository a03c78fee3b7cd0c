/**
 * Phone alerts by Web Push (docs/product/notifications.md). A signed-in person's browser
 * subscribes per device; buyers' order news (pushPayloadFor) goes to each of their devices after
 * the in-app notification is saved, without holding up the caller. A push service answering 404
 * or 410 has forgotten the subscription, so it is removed; any other failure is logged and kept.
 */
import { authMessages } from '../../../shared/messages/auth';
import { pushTexts } from '../../../shared/messages/push';
import type {
  PushKeyDto,
  PushPayload,
  PushSubscriptionDto,
  PushSubscriptionInput,
} from '../../../shared/push.schema';
import { generateVapidKeys, type PushSender, type VapidKeys } from '../../integrations/push/push-sender';
import { isAllowedPushEndpoint } from '../../integrations/push/push-services';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import type { PushRepo, PushSubscriptionRow } from './push.repo';

const USER_AGENT_MAX_LENGTH = 512;
/** Devices with phone alerts on, per account: a person has a few; more is someone filling a table. */
export const MAX_PUSH_DEVICES = 10;
const VAPID_SECRET_NAME = 'vapid-keys';

/** The configured pair when both halves are set, otherwise one generated once and kept in the database. */
export function vapidKeysFrom(repo: PushRepo, configured: VapidKeys | undefined): () => Promise<VapidKeys> {
  let keys = configured;
  return async () => {
    keys ??= JSON.parse(
      await repo.secret(VAPID_SECRET_NAME, () => JSON.stringify(generateVapidKeys())),
    ) as VapidKeys;
    return keys;
  };
}

/** Nothing about delivery: whether a push got through stays in the server's log. */
function toDto(row: PushSubscriptionRow, sessionId: string | null): PushSubscriptionDto {
  return {
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    thisSession: row.sessionId === sessionId,
  };
}

export interface PushDeps {
  repo: PushRepo;
  sender: PushSender;
  vapidKeys: () => Promise<VapidKeys>;
  logger: Logger;
  /** PUSH_EXTRA_ORIGINS: endpoints let in besides the known push services (tests). */
  pushExtraOrigins?: readonly string[];
  now?: () => Date;
}

export function createPushService({
  repo,
  sender,
  vapidKeys,
  logger,
  pushExtraOrigins = [],
  now = () => new Date(),
}: PushDeps) {
  async function deliver(userId: string, payload: PushPayload): Promise<void> {
    const body = JSON.stringify(payload);
    for (const subscription of await repo.listForUser(userId)) {
      const result = await sender.send(subscription, body);
      if (result.ok) {
        await repo.markSuccess(subscription.id, now());
      } else if (result.gone) {
        await repo.deleteById(subscription.id);
        logger.info('push subscription gone, removed', { userId, statusCode: result.statusCode });
      } else {
        logger.warn('push failed', { userId, statusCode: result.statusCode, error: result.error });
      }
    }
  }

  return {
    async key(): Promise<PushKeyDto> {
      return { publicKey: (await vapidKeys()).publicKey };
    },

    async subscribe(
      userId: string,
      sessionId: string | null,
      userAgent: string | undefined,
      input: PushSubscriptionInput,
    ): Promise<PushSubscriptionDto> {
      if (!sessionId) throw new AppError('UNAUTHORIZED', authMessages.unauthorized);
      if (!isAllowedPushEndpoint(input.endpoint, pushExtraOrigins)) {
        throw new AppError('BAD_REQUEST', pushTexts.unknownService, {
          fieldErrors: { endpoint: [pushTexts.unknownService] },
        });
      }
      const devices = await repo.listForUser(userId);
      if (
        devices.length >= MAX_PUSH_DEVICES &&
        !devices.some((device) => device.endpoint === input.endpoint)
      ) {
        throw new AppError('CONFLICT', pushTexts.tooManyDevices(MAX_PUSH_DEVICES));
      }
      const row = await repo.save({
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userId,
        sessionId,
        userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        createdAt: now(),
      });
      return toDto(row, sessionId);
    },

    /** The caller's devices with alerts on, newest first. */
    async list(userId: string, sessionId: string | null): Promise<PushSubscriptionDto[]> {
      return (await repo.listForUser(userId))
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .map((row) => toDto(row, sessionId));
    },

    /** Only the caller's own subscription; anyone else's is as unknown as a made-up one. */
    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      if (!(await repo.deleteOwn(userId, endpoint))) throw new AppError('NOT_FOUND', pushTexts.notFound);
    },

    /** Sends in the background: the caller never waits, and a failure never reaches it. */
    sendLater(userId: string, payload: PushPayload): void {
      setImmediate(() => {
        deliver(userId, payload).catch((error: unknown) =>
          logger.warn('push delivery failed', { userId, error }),
        );
      });
    },
  };
}
