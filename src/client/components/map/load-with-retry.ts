/**
 * Loads the map's code as docs/product/catalog.md describes: up to three retries with a growing
 * delay, each attempt bounded by the 15-second load timeout (docs/product/catalog.md).
 */
export const MAP_LOAD_TIMEOUT_MS = 15_000;
export const MAP_LOAD_RETRIES = 3;

export async function loadWithRetry<T>(
  load: () => Promise<T>,
  { retries = MAP_LOAD_RETRIES, timeoutMs = MAP_LOAD_TIMEOUT_MS, baseDelayMs = 500 } = {},
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, baseDelayMs * 2 ** (attempt - 1)));
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      return await Promise.race([
        load(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('Map load timeout')), timeoutMs);
        }),
      ]);
    } catch (error) {
      lastError = error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw new Error(
    lastError instanceof Error && lastError.message === 'Map load timeout'
      ? 'Map load timeout'
      : 'Failed to load the map',
    { cause: lastError },
  );
}
