/**
 * What the service worker may keep. A page drawn for a signed-in person is sent
 * `Cache-Control: private, no-store` (src/server/http/static-client.ts): on a shared phone it must
 * not outlive the session, so no answer that says no-store or private is ever put in a cache,
 * whatever route fetched it. Navigations are not cached at all (sw.ts answers them from the network,
 * the precached empty shell only offline); this rule guards the runtime caches too.
 */
export function mayKeepInCache(response: Response): boolean {
  if (!response.ok) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  return !/(^|[,\s])(no-store|private)([,\s=]|$)/.test(cacheControl);
}

/** The rule as a Workbox plugin: a response it refuses is served but not stored. */
export const keepOnlyShareableAnswers = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    mayKeepInCache(response) ? response : null,
};
