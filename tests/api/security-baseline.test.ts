import { describe, expect, it } from 'vitest';
import { MAX_JSON_BODY_BYTES } from '../../src/server/app';
import { createClient, createTestApp } from '../helpers/test-app';
import { countRows, newAccount, sessionCookie } from './auth-helpers';

const CROSS_ORIGIN = { message: 'Cross-origin request refused' };

describe('cross-origin state changes', () => {
  const account = newAccount({ email: 'victim@bay.test' });
  const bodies: Array<{ kind: string; contentType: string; body: string }> = [
    { kind: 'JSON', contentType: 'application/json', body: JSON.stringify(account) },
    {
      kind: 'form-encoded',
      contentType: 'application/x-www-form-urlencoded',
      body: new URLSearchParams(account as Record<string, string>).toString(),
    },
    { kind: 'text/plain', contentType: 'text/plain', body: JSON.stringify(account) },
  ];

  for (const { kind, contentType, body } of bodies) {
    it(`refuses a ${kind} POST from another origin and writes nothing`, async () => {
      const { app, db } = await createTestApp();
      const res = await createClient(app).request('/api/auth/register', {
        method: 'POST',
        headers: { origin: 'http://evil.example', 'content-type': contentType },
        body,
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(CROSS_ORIGIN);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await countRows(db, 'users')).toBe(0);
    });
  }

  it('refuses other unsafe methods and the tRPC endpoint too', async () => {
    const { app } = await createTestApp();
    const client = createClient(app);
    const evil = { origin: 'http://evil.example' };
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await client.request('/api/auth/logout', { method, headers: evil });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(CROSS_ORIGIN);
    }
    const trpc = await client.post('/trpc/auth.logout', {}, { headers: evil });
    expect(trpc.status).toBe(403);
    expect(await trpc.json()).toEqual(CROSS_ORIGIN);
  });

  it('refuses a lookalike origin: another port, scheme or the "null" origin', async () => {
    const { app } = await createTestApp();
    for (const origin of [
      'http://localhost:8080',
      'https://localhost',
      'null',
      'http://localhost.evil.example',
    ]) {
      const res = await createClient(app).post('/api/auth/register', newAccount(), { headers: { origin } });
      expect(res.status, origin).toBe(403);
    }
  });

  it('does not let a signed-in user be logged out from another site', async () => {
    const { app, db } = await createTestApp();
    const client = createClient(app);
    await client.post('/api/auth/register', newAccount());
    const res = await client.post('/api/auth/logout', undefined, {
      headers: { origin: 'http://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(await countRows(db, 'sessions')).toBe(1);
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('refuses Sec-Fetch-Site: cross-site (and same-site) without an Origin header', async () => {
    const { app, db } = await createTestApp();
    for (const site of ['cross-site', 'same-site']) {
      const res = await createClient(app).post('/api/auth/register', newAccount(), {
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(CROSS_ORIGIN);
    }
    expect(await countRows(db, 'users')).toBe(0);
  });

  it('lets same-origin requests through', async () => {
    const { app, db } = await createTestApp();
    const sameOrigin = await createClient(app).post('/api/auth/register', newAccount(), {
      headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.status).toBe(201);
    const typedUrl = await createClient(app).post('/api/auth/register', newAccount(), {
      headers: { 'sec-fetch-site': 'none' },
    });
    expect(typedUrl.status).toBe(201);
    expect(await countRows(db, 'users')).toBe(2);
  });

  it('lets cross-origin GETs through (they change nothing)', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/api/login?returnTo=/x', { headers: { origin: 'http://evil.example' } });
    expect(res.status).toBe(302);
  });
});

describe('request body size', () => {
  const oneMegabyte = JSON.stringify({ ...newAccount(), firstName: 'x'.repeat(1024 * 1024) });

  it('answers 413 to a 1 MB body with a Content-Length, and keeps serving', async () => {
    const { app, db } = await createTestApp();
    const res = await createClient(app).request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(oneMegabyte.length) },
      body: oneMegabyte,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
    expect(await countRows(db, 'users')).toBe(0);

    const after = await createClient(app).post('/api/auth/register', newAccount());
    expect(after.status).toBe(201);
  });

  it('answers 413 to a streamed 1 MB body without a Content-Length', async () => {
    const { app } = await createTestApp();
    const bytes = new TextEncoder().encode(oneMegabyte);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 16 * 1024)
          controller.enqueue(bytes.subarray(at, at + 16 * 1024));
        controller.close();
      },
    });
    const res = await app.request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('applies the same limit to tRPC', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).request('/trpc/auth.register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { ...newAccount(), firstName: 'x'.repeat(MAX_JSON_BODY_BYTES) } }),
    });
    expect(res.status).toBe(413);
  });

  it('accepts a body just under the limit', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).request('/api/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newAccount()).padEnd(MAX_JSON_BODY_BYTES - 1, ' '),
    });
    expect(res.status).toBe(201);
  });
});

describe('routing', () => {
  it('answers an unknown API path with a JSON 404, for any method', async () => {
    const { app } = await createTestApp();
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await app.request('/api/nope', { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('serves the SPA shell with Cache-Control: no-cache for non-API paths, 404 where no screen is', async () => {
    const { app } = await createTestApp();
    for (const [path, status] of [
      ['/some/page', 404],
      ['/', 200],
      ['/orders/123', 200],
    ] as const) {
      const res = await app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root"></div>');
    }
  });

  it('answers GET /healthz with ok', async () => {
    const { app } = await createTestApp();
    const res = await app.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });
});

describe('response headers', () => {
  function expectSecurityHeaders(res: Response) {
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // WebAssembly for the QR decoder may compile; JavaScript eval stays refused.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]* 'unsafe-eval'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  }

  it('sets the security headers on API, HTML and error responses, without HSTS over http', async () => {
    const { app } = await createTestApp();
    const responses = [
      await app.request('/api/auth/user'),
      await app.request('/some/page'),
      await app.request('/healthz'),
      await app.request('/api/nope'),
      await createClient(app).post('/api/auth/logout', undefined, {
        headers: { origin: 'http://evil.example' },
      }),
    ];
    for (const res of responses) {
      expectSecurityHeaders(res);
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('adds HSTS for a year or more when PUBLIC_URL is https', async () => {
    const { app } = await createTestApp({ publicUrl: 'https://baycatch.example' });
    for (const path of ['/api/auth/user', '/some/page']) {
      const res = await app.request(path);
      expectSecurityHeaders(res);
      const hsts = res.headers.get('strict-transport-security') ?? '';
      const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    }
  });

  it('marks every API answer Cache-Control: no-store, errors included', async () => {
    const { app } = await createTestApp();
    const client = createClient(app);
    const responses = [
      await client.post('/api/auth/register', newAccount()),
      await client.get('/api/auth/user'),
      await createClient(app).get('/api/auth/user'),
      await app.request('/api/nope'),
      await createClient(app).post('/api/auth/register', {}),
      await createClient(app).post('/api/auth/register', newAccount(), {
        headers: { origin: 'http://evil.example' },
      }),
      await createClient(app).request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-length': String(MAX_JSON_BODY_BYTES + 1), 'content-type': 'application/json' },
        body: 'x'.repeat(MAX_JSON_BODY_BYTES + 1),
      }),
      await app.request('/trpc/auth.me'),
    ];
    expect(responses.map((res) => [res.status, res.headers.get('cache-control')])).toEqual(
      [201, 200, 401, 404, 400, 403, 413, 200].map((status) => [status, 'no-store']),
    );
  });
});

describe('error bodies', () => {
  it('never carry a stack trace, even for an unexpected failure', async () => {
    const testApp = await createTestApp();
    testApp.expectErrorLogs();
    const client = createClient(testApp.app);
    const token = sessionCookie(await client.post('/api/auth/register', newAccount())).value;
    expect(token).not.toBe('');
    // A failure no handler expects, deep in every signed-in request: the session lookup throws what
    // a closed SQLite connection throws. (Closing the database itself would not do: on PostgreSQL a
    // lost connection is answered 503 "try again", on purpose: src/server/db/errors.ts.)
    testApp.services.auth.validateSessionToken = async () => {
      throw new TypeError('The database connection is not open');
    };

    const res = await client.get('/api/auth/user');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toMatch(/\bat \S+ \(|\.ts:\d+|Error:|database|sqlite/i);
    const body = JSON.parse(text);
    expect(body.message).toBe('Something went wrong on our side. Please try again.');
    expect(Object.keys(body).sort()).toEqual(['message', 'requestId']);
    // The detail goes to the log instead.
    expect(testApp.logs.filter((log) => log.level === 'error')).toHaveLength(1);

    for (const res4xx of [
      await createClient(testApp.app).post('/api/auth/register', {}),
      await createClient(testApp.app).request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{',
      }),
    ]) {
      expect(await res4xx.text()).not.toMatch(/\bat \S+ \(|stack/);
    }
  });

  it('keeps tRPC errors free of stack traces', async () => {
    const { app } = await createTestApp();
    const res = await createClient(app).post('/trpc/auth.login', { json: { email: 'x', password: '' } });
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(text).not.toMatch(/stack|\bat \S+ \(/);
  });
});
