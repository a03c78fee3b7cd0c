import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const SHELL = '<!doctype html><html><head><title>built shell</title></head><body></body></html>';

describe('the built client', () => {
  let outer: string;
  let testApp: TestApp;

  beforeAll(async () => {
    outer = mkdtempSync(join(tmpdir(), 'baycatch-static-'));
    const dist = join(outer, 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(join(dist, 'images', 'catches'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), SHELL);
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), 'console.log("app");');
    writeFileSync(
      join(dist, 'images', 'catches', 'oysters.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"/>',
    );
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"BayCatch"}');
    writeFileSync(join(outer, 'baycatch-secret.txt'), 'secret');
    testApp = await createTestApp({ clientDist: dist });
  });
  afterAll(() => {
    rmSync(outer, { recursive: true, force: true });
  });

  it('caches hashed assets for a year', async () => {
    const res = await testApp.app.request('/assets/main-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("app");');
  });

  it('serves public images with a short cache', async () => {
    const res = await testApp.app.request('/images/catches/oysters.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves the service worker and the manifest at the root, revalidated on every load', async () => {
    const worker = await testApp.app.request('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const manifest = await testApp.app.request('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const csp = manifest.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers a missing hashed asset with 404, not the shell', async () => {
    const res = await testApp.app.request('/assets/main-old999.js');
    expect(res.status).toBe(404);
  });

  for (const path of ['/', '/index.html', '/sign-in?returnTo=%2F']) {
    it(`answers ${path} with the shell, revalidated on every load`, async () => {
      const res = await testApp.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toMatch(/^<!doctype html><html><head>.*<\/head><body><\/body><\/html>$/);
      expect(html).not.toContain('built shell');
    });
  }

  // The client draws its not-found screen there; the status says so too (see page-head.test.ts).
  for (const path of ['/images', '/images/catches/', '/catches/123']) {
    it(`answers ${path}, which no screen draws, with the shell and 404`, async () => {
      const res = await testApp.app.request(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toContain('<body></body>');
    });
  }

  it('never serves a file from outside the client folder', async () => {
    for (const path of [
      '/../baycatch-secret.txt',
      '/%2e%2e/baycatch-secret.txt',
      '/assets/..%2f..%2fbaycatch-secret.txt',
    ]) {
      const res = await testApp.app.request(path);
      expect(await res.text(), path).not.toContain('secret');
    }
  });

  it('says plainly when the client is not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'baycatch-empty-'));
    try {
      const res = await (await createTestApp({ clientDist: empty })).app.request('/');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
