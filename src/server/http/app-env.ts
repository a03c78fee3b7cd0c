import type { UserDto } from '../../shared/user.schema';
import type { Config } from '../env';
import type { AppError } from '../lib/app-error';
import type { Logger } from '../lib/logger';
import type { Services } from '../services';

/** What every Hono handler can read from `c.get(...)`. */
export interface AppEnv {
  Variables: {
    requestId: string;
    config: Config;
    logger: Logger;
    services: Services;
    user: UserDto | null;
    sessionId: string | null;
    /**
     * Why the session could not be read (the database cannot answer), on a tRPC call: answered by
     * tRPC in its own error shape (trpc/context.ts) rather than by the REST error handler.
     */
    sessionFailure?: AppError;
  };
}
