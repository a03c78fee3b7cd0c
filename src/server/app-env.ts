/**
 * The request env routes and procedures see: the HTTP layer's (http/request-env.ts) with every
 * service. It lives beside services.ts, above the features, so the layers below never reach it.
 */
import type { RequestEnv } from './http/request-env';
import type { Services } from './services';

/** Extending RequestEnv has the compiler check that the services give the HTTP layer what it reads. */
export interface AppEnv extends RequestEnv {
  Variables: Omit<RequestEnv['Variables'], 'services'> & { services: Services };
}
