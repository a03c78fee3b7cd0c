/**
 * A page drawn for a signed-in person is theirs: `Cache-Control: private, no-store` and
 * `Vary: Cookie`, so no shared cache keeps it (an order page carries the pickup pass). Signed-out
 * pages keep being revalidated on every load.
 */
import { describe, expect, it } from 'vitest';
import { createUser, signedInClient } from '../helpers/factories';
import { createClient, createTestApp } from '../helpers/test-app';

describe('server-rendered pages', () => {
  it('are private, no-store and vary on Cookie when drawn with a session', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    for (const path of ['/account', '/orders', '/']) {
      const res = await client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('vary') ?? '', path).toMatch(/\bCookie\b/);
    }
  });

  it('keep their revalidated caching when signed out, still varying on Cookie', async () => {
    const t = await createTestApp();
    const res = await createClient(t.app).get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary') ?? '').toMatch(/\bCookie\b/);
  });
});
