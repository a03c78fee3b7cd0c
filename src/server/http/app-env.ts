import type { UserDto } from '../../shared/user.schema';
import type { Config } from '../env';
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
  };
}
