/**
 * Every read of tRPC's undocumented router internals (`router._def`) lives here, so an upgrade has
 * one place to check. These shapes were read from @trpc/server TRPC_CHECKED_VERSION;
 * tests/unit/trpc-internals.test.ts fails when the installed version differs, and decision record
 * 008 lists what to re-check before moving the pin.
 */
import type { AnyRouter } from '@trpc/server';

export const TRPC_CHECKED_VERSION = '11.19.0';

export type RouterContext<TRouter extends AnyRouter> = TRouter['_def']['_config']['$types']['ctx'];

type ProcedureEntry = { _def?: { type?: string } } | undefined;

/** 'query', 'mutation' or 'subscription' for a known procedure path, undefined otherwise. */
export function procedureType(router: AnyRouter, path: string): string | undefined {
  const procedures = router._def.procedures as Record<string, ProcedureEntry>;
  return Object.hasOwn(procedures, path) ? procedures[path]?._def?.type : undefined;
}

/** The router's root config (transformer, error formatter), as tRPC's own handlers read it. */
export function routerConfig<TRouter extends AnyRouter>(router: TRouter): TRouter['_def']['_config'] {
  return router._def._config;
}
