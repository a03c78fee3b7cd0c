import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller, signedInClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('compression', () => {
  let outer: string;
  let t: TestApp;
  const bundle = `console.log(${JSON.stringify('crab '.repeat(2000))});`;

  beforeAll(async () => {
    outer = mkdtempSync(join(tmpdir(), 'baycatch-compress-'));
    mkdirSync(join(outer, 'assets'), { recursive: true });
    writeFileSync(join(outer, 'index.html'), '<!doctype html><html lang="en"></html>');
    writeFileSync(join(outer, 'assets', 'main-abc.js'), bundle);
    writeFileSync(join(outer, 'assets', 'main-abc.js.br'), brotliCompressSync(bundle));
    writeFileSync(join(outer, 'assets', 'late-abc.js'), bundle);
    t = await createTestApp({ clientDist: outer });
  });
  afterAll(() => rmSync(outer, { recursive: true, force: true }));

  async function bigJsonClient() {
    // The seller's own profile is a JSON answer well over a kilobyte once the bio is long.
    const seller = await createSeller(t.db, { bio: 'Trotlines at dawn on Herring Bay. '.repeat(60) });
    return { client: await signedInClient(t.app, seller.user.email) };
  }

  it('compresses a static file that has no precompressed copy, with a length that matches the bytes sent', async () => {
    const res = await t.app.request('/assets/late-abc.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    const body = Buffer.from(await res.arrayBuffer());
    const length = res.headers.get('content-length');
    if (length !== null) expect(Number(length)).toBe(body.length);
    expect(brotliDecompressSync(body).toString()).toBe(bundle);
  });

  it('sends JSON over a kilobyte with brotli or gzip when the client accepts it, unchanged inside', async () => {
    const { client } = await bigJsonClient();
    const plain = await client.get('/api/sellers/me');
    const text = await plain.text();
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await client.get('/api/sellers/me', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    expect(br.headers.get('cache-control')).toBe('no-store');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text);

    const gz = await client.get('/api/sellers/me', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text);
  });

  it('leaves small answers alone', async () => {
    const res = await t.app.request('/healthz', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('serves a built bundle from its precompressed file, cached for a year', async () => {
    const res = await t.app.request('/assets/main-abc.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(bundle);
    const plain = await t.app.request('/assets/main-abc.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(bundle);
  });
});
