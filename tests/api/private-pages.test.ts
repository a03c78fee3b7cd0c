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

describe('signed-in-only pages opened without a session', () => {
  const navigate = { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } };

  it('send a browser straight to sign-in, told why, coming back to the page and its search', async () => {
    const t = await createTestApp();
    const client = createClient(t.app);
    for (const path of [
      '/dashboard',
      '/marketplace?species=Fish&pickupDate=2026-12-05',
      '/orders/abc/receipt',
    ]) {
      const res = await client.request(path, navigate);
      expect(res.status, path).toBe(302);
      const location = new URL(res.headers.get('location') ?? '', 'http://localhost');
      expect(location.pathname, path).toBe('/sign-in');
      expect(location.searchParams.get('returnTo'), path).toBe(path);
      expect(location.searchParams.get('why'), path).toBe('signed-in-only');
    }
  });

  it('leave public pages, the admin page and link previews alone', async () => {
    const t = await createTestApp();
    const client = createClient(t.app);
    for (const path of ['/', '/how-it-works', '/admin', '/sign-in']) {
      expect((await client.request(path, navigate)).status, path).toBe(200);
    }
    // A link preview is no browser navigation: it gets the page and its description.
    expect((await client.request('/marketplace')).status).toBe(200);
  });

  it('draw the page for the signed-in', async () => {
    const t = await createTestApp();
    const user = await createUser(t.db);
    const client = await signedInClient(t.app, user.email);
    expect((await client.request('/dashboard', navigate)).status).toBe(200);
  });
});
