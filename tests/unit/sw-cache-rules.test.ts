import { describe, expect, it } from 'vitest';
import { keepOnlyShareableAnswers, mayKeepInCache } from '../../src/client/sw-cache-rules';

const answer = (cacheControl: string | null, status = 200) =>
  new Response('x', { status, headers: cacheControl ? { 'cache-control': cacheControl } : {} });

describe('what the service worker may keep', () => {
  it('never keeps a private or no-store answer, nor a failed one', () => {
    expect(mayKeepInCache(answer('private, no-store'))).toBe(false);
    expect(mayKeepInCache(answer('no-store'))).toBe(false);
    expect(mayKeepInCache(answer('private, max-age=60'))).toBe(false);
    expect(mayKeepInCache(answer('public, max-age=3600', 404))).toBe(false);
  });

  it('keeps public photos and hashed assets', () => {
    expect(mayKeepInCache(answer('public, max-age=31536000, immutable'))).toBe(true);
    expect(mayKeepInCache(answer('public, max-age=3600'))).toBe(true);
    expect(mayKeepInCache(answer(null))).toBe(true);
  });

  it('as a Workbox plugin, hands back only what may be kept', async () => {
    const shared = answer('public, max-age=3600');
    expect(await keepOnlyShareableAnswers.cacheWillUpdate({ response: shared })).toBe(shared);
    expect(
      await keepOnlyShareableAnswers.cacheWillUpdate({ response: answer('private, no-store') }),
    ).toBeNull();
  });
});
