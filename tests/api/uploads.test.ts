import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { createSeller, createUser, signedInClient } from '../helpers/factories';
import { createClient, type TestApp } from '../helpers/test-app';
import { createSellerTestApp, fileForm, json, pngBytes } from './seller-helpers';

type Client = Awaited<ReturnType<typeof signedInClient>>;
const upload = (c: Client, path: string, form: FormData) => c.request(path, { method: 'POST', body: form });
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

describe('listing photo uploads', () => {
  let t: TestApp;
  let client: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    client = await signedInClient(t.app, (await createSeller(t.db)).user.email);
  });

  it('re-encodes an image to a resized WebP served from the upload store', async () => {
    const big = await sharp({ create: { width: 3000, height: 1500, channels: 3, background: '#1d6b93' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'boat GPS here' } } })
      .toBuffer();
    // The name and declared type say text: only the bytes count.
    const res = await upload(client, '/api/uploads/photos', fileForm(big, 'notes.txt', 'text/plain'));
    expect(res.status).toBe(201);
    const { url } = await json<{ url: string }>(res);
    expect(url).toMatch(/^\/uploads\/photos\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);

    const served = await t.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses files that are not images whatever their name, and broken images', async () => {
    const script = await upload(
      client,
      '/api/uploads/photos',
      fileForm('<script>alert(1)</script>', 'crab.jpg', 'image/jpeg'),
    );
    expect(script.status).toBe(400);
    expect((await json(script)).message).toBe('Photos must be JPG, PNG, WebP, GIF or AVIF images');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    expect(
      (await upload(client, '/api/uploads/photos', fileForm(svg, 'crab.svg', 'image/svg+xml'))).status,
    ).toBe(400);
    const png = await pngBytes();
    const truncated = await upload(client, '/api/uploads/photos', fileForm(png.subarray(0, 60), 'crab.png'));
    expect(truncated.status).toBe(400);
    expect((await json(truncated)).message).toBe('This photo could not be read as an image');
    expect((await upload(client, '/api/uploads/photos', fileForm('', 'empty.png'))).status).toBe(400);
    const noFile = new FormData();
    noFile.append('photo', 'x');
    expect((await upload(client, '/api/uploads/photos', noFile)).status).toBe(400);
    const notMultipart = await client.post('/api/uploads/photos', { file: 'x' });
    expect(notMultipart.status).toBe(400);
  });

  it('refuses photos over 5MB with 413, even one byte over', async () => {
    const res = await upload(
      client,
      '/api/uploads/photos',
      fileForm(Buffer.alloc(5 * 1024 * 1024 + 1), 'big.png'),
    );
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe('Photos must be 5MB or smaller');
  });

  it('stops reading a streamed upload without a length soon after 5MB, instead of buffering it all', async () => {
    const chunk = new Uint8Array(64 * 1024);
    let sent = 0;
    const twentyMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 20 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const res = await client.request('/api/uploads/photos', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: twentyMegabytes,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe('Photos must be 5MB or smaller');
    expect(sent).toBeLessThan(6 * 1024 * 1024);
  });

  it('takes photos from approved sellers only', async () => {
    const png = await pngBytes();
    const pending = await createSeller(t.db, { verificationStatus: 'pending' });
    const pendingRes = await upload(
      await signedInClient(t.app, pending.user.email),
      '/api/uploads/photos',
      fileForm(png, 'a.png'),
    );
    expect(pendingRes.status).toBe(403);
    const buyer = await signedInClient(t.app, (await createUser(t.db)).email);
    expect((await upload(buyer, '/api/uploads/photos', fileForm(png, 'a.png'))).status).toBe(403);
    expect((await upload(createClient(t.app), '/api/uploads/photos', fileForm(png, 'a.png'))).status).toBe(
      401,
    );
  });

  it('answers 404 for photos that are not there', async () => {
    const missing =
      '/uploads/photos/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000000.webp';
    expect((await t.app.request(missing)).status).toBe(404);
    expect((await t.app.request('/uploads/photos/..%2F..%2Fdata/baycatch.db')).status).toBe(404);
    expect((await t.app.request('/uploads/photos/x/..%2F..%2Fpasswd.webp')).status).toBe(404);
    expect((await t.app.request('/uploads/licenses/x/y.pdf')).status).toBe(404);
  });
});

describe('license uploads', () => {
  let t: TestApp;
  let client: Client;

  beforeEach(async () => {
    t = await createSellerTestApp();
    client = await signedInClient(t.app, (await createUser(t.db)).email);
  });

  it('takes JPG, PNG and PDF by content and serves them to the owner and admins only', async () => {
    const jpg = await sharp(await pngBytes())
      .jpeg()
      .toBuffer();
    for (const [data, extension] of [
      [jpg, 'jpg'],
      [await pngBytes(), 'png'],
      [PDF, 'pdf'],
    ] as const) {
      const res = await upload(client, '/api/uploads/licenses', fileForm(data, 'license.bin'));
      expect(res.status, extension).toBe(201);
      const { url } = await json<{ url: string }>(res);
      expect(url).toMatch(new RegExp(`^/api/uploads/licenses/[0-9a-f-]{36}/[0-9a-f-]{36}\\.${extension}$`));

      const own = await client.get(url);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toContain('no-store');
      if (extension === 'pdf') {
        expect(own.headers.get('content-type')).toBe('application/pdf');
        expect(own.headers.get('content-disposition')).toMatch(/^attachment/);
      }
      const stranger = await signedInClient(t.app, (await createUser(t.db)).email);
      expect((await stranger.get(url)).status).toBe(404);
      expect((await createClient(t.app).get(url)).status).toBe(401);
      const admin = await signedInClient(t.app, (await createUser(t.db, { role: 'admin' })).email);
      expect((await admin.get(url)).status).toBe(200);
    }
  });

  it('refuses other files, named like licenses or not, and files over 5MB', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]);
    const res = await upload(
      client,
      '/api/uploads/licenses',
      fileForm(exe, 'license.pdf', 'application/pdf'),
    );
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('License files must be JPG, PNG or PDF');
    const gif = await sharp(await pngBytes())
      .gif()
      .toBuffer();
    expect((await upload(client, '/api/uploads/licenses', fileForm(gif, 'license.png'))).status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await upload(client, '/api/uploads/licenses', fileForm(big, 'license.pdf'));
    expect(tooBig.status).toBe(413);
    expect((await json(tooBig)).message).toBe('License files must be 5MB or smaller');
    expect((await upload(createClient(t.app), '/api/uploads/licenses', fileForm(PDF, 'l.pdf'))).status).toBe(
      401,
    );
  });

  it('keeps the 64 KB limit on JSON calls', async () => {
    const res = await client.post('/api/sellers/register', { bio: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
  });
});
