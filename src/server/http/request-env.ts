/**
 * What every request carries, as the HTTP layer knows it. The layer sits below the features, so it
 * names none: RequestServices lists only what its own middleware and pages call, and the app's
 * full services (src/server/services.ts) fill it. Routes and procedures read the full set through
 * AppEnv (src/server/app-env.ts), which extends this one.
 */
import type { CatchDto } from '../../shared/catch.schema';
import type { PublicSellerDto } from '../../shared/seller.schema';
import type { UserDto } from '../../shared/user.schema';
import type { Config } from '../env';
import type { StoredFile } from '../integrations/storage/file-storage';
import type { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { OrderViewer } from '../lib/order-viewer';
import type { RateLimits } from './rate-limit';

/** The session a cookie names, as the auth service finds it. */
interface CheckedSession {
  sessionId: string;
  user: UserDto;
  /** Set when the sliding expiry moved, so the cookie must be written again. */
  renewedExpiresAt: Date | undefined;
}

export interface RequestServices {
  rateLimits: RateLimits;
  auth: { validateSessionToken(token: string, userAgent?: string): Promise<CheckedSession | null> };
  uploads: { readPhoto(ownerId: string, fileName: string): Promise<StoredFile | null> };
  sellers: { getPublic(id: string): Promise<PublicSellerDto> };
  catalog: {
    getCatch(id: string, viewer: UserDto | null): Promise<CatchDto>;
    /** Changes whenever the catalog may have changed; keys the signed-out page cache. */
    dataVersion(): string;
  };
  orders: { getOrder(viewer: OrderViewer, id: string): Promise<unknown> };
}

/** What every Hono handler can read from `c.get(...)`. */
export interface RequestEnv {
  Variables: {
    requestId: string;
    config: Config;
    logger: Logger;
    services: RequestServices;
    user: UserDto | null;
    sessionId: string | null;
    /**
     * Why the session could not be read (the database cannot answer), on a tRPC call: answered by
     * tRPC in its own error shape (trpc/context.ts) rather than by the REST error handler.
     */
    sessionFailure?: AppError;
  };
}
