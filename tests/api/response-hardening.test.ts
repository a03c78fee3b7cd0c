/** JSON answers name their charset; source maps are not served in production. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestApp } from '../helpers/test-app';

describe('JSON charset', () => {
  it('is utf-8 on REST answers, errors, tRPC answers and health checks', async () => {
    const t = await createTestApp();
    const client = createClient(t.app);
    for (const res of [
      await client.get('/api/catches'),
      await client.get('/api/orders'), // 401
      await client.get('/api/nowhere'), // 404
      await client.post('/api/auth/login', { email: 'x' }), // 400
      await client.get('/trpc/catalog.list?input=%7B%22json%22%3A%7B%7D%7D'),
      await client.get('/api/health/ready'),
    ]) {
      expect(res.headers.get('content-type'), res.url).toBe('application/json; charset=utf-8');
    }
  });
});

describe('source maps', () => {
  let outer: string;
  let dist: string;
  beforeAll(() => {
    outer = mkdtempSync(join(tmpdir(), 'baycatch-maps-'));
    dist = join(outer, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(
      join(dist, 'assets', 'main-abc123.js'),
      'console.log(1);\n//# sourceMappingURL=main-abc123.js.map',
    );
    writeFileSync(join(dist, 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["secret.tsx"]}');
    writeFileSync(join(dist, 'assets', 'main-abc123.js.map.gz'), 'gz');
  });
  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  it('are not served with NODE_ENV=production', async () => {
    const t = await createTestApp({ clientDist: dist, nodeEnv: 'production' });
    const map = await t.app.request('/assets/main-abc123.js.map', { headers: { 'accept-encoding': 'gzip' } });
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('secret.tsx');
    expect((await t.app.request('/assets/main-abc123.js')).status).toBe(200);
  });

  it('are served while developing', async () => {
    const t = await createTestApp({ clientDist: dist, nodeEnv: 'development' });
    expect((await t.app.request('/assets/main-abc123.js.map')).status).toBe(200);
  });
});
