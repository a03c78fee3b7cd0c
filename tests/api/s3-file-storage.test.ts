/**
 * The S3 store with the real AWS SDK against a real S3-compatible server on loopback (s3rver),
 * alone and behind the app's upload routes.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../../src/server/integrations/storage/file-storage';
import { createLocalFileStorage } from '../../src/server/integrations/storage/local-file-storage';
import { createS3FileStorage } from '../../src/server/integrations/storage/s3-file-storage';
import { createSeller, signedInClient } from '../helpers/factories';
import { type LocalS3, startLocalS3 } from '../helpers/local-s3';
import { createTestApp } from '../helpers/test-app';
import { fileForm, json, pngBytes, validListing } from './seller-helpers';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

let s3: LocalS3;
let client: S3Client;
beforeAll(async () => {
  s3 = await startLocalS3();
  client = new S3Client(s3.options);
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function temporaryDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'baycatch-s3-test-'));
  dirs.push(dir);
  return dir;
}

async function objectKeys(prefix = ''): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('S3 file storage', () => {
  it('stores and returns bytes with the content type their extension names', async () => {
    const storage = createS3FileStorage({ ...s3.options, prefix: 'round-trip' });
    const webp = await sharp(await pngBytes())
      .webp()
      .toBuffer();
    const files = [
      ['photos/seller-1/a1b2.webp', webp, 'image/webp'],
      ['licenses/user-1/c3d4.jpg', Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x80, 0xfe]), 'image/jpeg'],
      ['licenses/user-1/e5f6.png', await pngBytes(), 'image/png'],
      ['licenses/user-1/a7b8.pdf', PDF, 'application/pdf'],
    ] as const;
    for (const [key, data, contentType] of files) {
      await storage.put(key, data);
      const stored = await storage.get(key);
      expect(stored?.contentType, key).toBe(contentType);
      expect(stored?.data.equals(data), key).toBe(true);
      // The object itself carries the type too, for anything that serves the bucket directly.
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `round-trip/${key}` }));
      expect(object.ContentType, key).toBe(contentType);
      await object.Body?.transformToByteArray();
    }
    expect((await objectKeys('round-trip/')).sort()).toEqual(
      files.map(([key]) => `round-trip/${key}`).sort(),
    );

    // A second put under the same key replaces the object.
    await storage.put('licenses/user-1/a7b8.pdf', Buffer.from('%PDF-1.7 replaced'));
    expect((await storage.get('licenses/user-1/a7b8.pdf'))?.data.toString()).toBe('%PDF-1.7 replaced');
  });

  it('tells what exists, answers null for a missing key, and deletes', async () => {
    const storage = createS3FileStorage({ ...s3.options, prefix: 'lifecycle/' });
    const key = 'photos/seller-2/f00d.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();

    await storage.put(key, Buffer.from('webp bytes'));
    expect(await storage.exists(key)).toBe(true);
    expect(await objectKeys('lifecycle/')).toEqual([`lifecycle/${key}`]);

    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    expect(await objectKeys('lifecycle/')).toEqual([]);
    // Deleting what is not there is not an error, as on disk.
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses the keys the local disk store refuses, the same way', async () => {
    const local = createLocalFileStorage(temporaryDir());
    const remote = createS3FileStorage({ ...s3.options, prefix: 'refusals' });
    const badKeys = [
      '../escape.webp',
      'photos/../../etc/passwd.webp',
      '/photos/abs.webp',
      'photos/UPPER.webp',
      'photos/x/y.svg',
      'photos/x/y.webp.exe',
      'photos/x/.webp',
      'photos//y.webp',
      '',
    ];
    for (const key of badKeys) {
      for (const [name, storage] of [
        ['local', local],
        ['s3', remote],
      ] as [string, FileStorage][]) {
        const label = `${name} ${JSON.stringify(key)}`;
        await expect(storage.put(key, Buffer.from('x')), label).rejects.toThrow(
          `Refusing storage key ${JSON.stringify(key)}`,
        );
        await expect(storage.delete(key), label).rejects.toThrow(
          `Refusing storage key ${JSON.stringify(key)}`,
        );
        expect(await storage.get(key), label).toBeNull();
        expect(await storage.exists(key), label).toBe(false);
      }
    }
    expect(await objectKeys('refusals')).toEqual([]);
  });

  it('reports a missing bucket or unknown credentials as errors, not as a missing file', async () => {
    const noBucket = createS3FileStorage({ ...s3.options, bucket: 'no-such-bucket' });
    await expect(noBucket.get('photos/x/y.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(noBucket.put('photos/x/y.webp', Buffer.from('x'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });

    const stranger = createS3FileStorage({
      ...s3.options,
      credentials: { accessKeyId: 'NOT-A-KEY', secretAccessKey: 'nope' },
    });
    await expect(stranger.get('photos/x/y.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });
});

describe('uploads through the app on S3 storage', () => {
  it('keeps an uploaded photo in the bucket, not on disk, and serves it back', async () => {
    const uploadDir = temporaryDir();
    const t = await createTestApp({ uploadDir, s3: { ...s3.options, prefix: 'site' } });
    try {
      const { profile, user } = await createSeller(t.db);
      const seller = await signedInClient(t.app, user.email);
      const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#1d6b93' } })
        .jpeg()
        .toBuffer();

      const res = await seller.request('/api/uploads/photos', {
        method: 'POST',
        body: fileForm(photo, 'crabs.jpg', 'image/jpeg'),
      });
      expect(res.status).toBe(201);
      const { url } = await json<{ url: string }>(res);
      expect(url).toMatch(new RegExp(`^/uploads/photos/${profile.id}/[0-9a-f-]{36}\\.webp$`));

      const key = url.slice('/uploads/'.length);
      expect(await objectKeys(`site/photos/${profile.id}/`)).toEqual([`site/${key}`]);
      expect(readdirSync(uploadDir, { recursive: true })).toEqual([]);

      const served = await t.app.request(url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const body = Buffer.from(await served.arrayBuffer());
      const object = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `site/${key}` }));
      expect(body.equals(Buffer.from((await object.Body?.transformToByteArray()) ?? []))).toBe(true);
      expect(await sharp(body).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });

      // The listing check asks the store whether the photo exists (a HEAD request to the bucket).
      const listing = await seller.post('/api/catches', { ...validListing(), photos: [url] });
      expect(listing.status).toBe(201);

      const missing = `/uploads/photos/${profile.id}/00000000-0000-4000-8000-000000000000.webp`;
      expect((await t.app.request(missing)).status).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('S3 settings at start', () => {
  it('refuses an endpoint that is not a URL in one line, before opening anything', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        SEED_DEMO: 'false',
        DATABASE_PATH: join(temporaryDir(), 'bay.db'),
        S3_BUCKET: 'uploads',
        S3_ENDPOINT: 'minio:9000',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'BayCatch cannot start: a setting is wrong: S3_ENDPOINT: not an http:// or https:// URL',
    ]);
  });
});
