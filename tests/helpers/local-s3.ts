/**
 * A real S3-compatible server on loopback (the s3rver package) with one empty bucket, keeping its
 * objects in a temporary folder that close() removes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export async function startLocalS3({ bucket = 'baycatch-test' }: { bucket?: string } = {}) {
  const directory = mkdtempSync(join(tmpdir(), 'baycatch-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    bucket,
    /**
     * Settings for createS3FileStorage or an S3Client: s3rver serves buckets in the path only, and
     * knows one access key id, S3RVER (it does not check the secret of a v4 signature).
     */
    options: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type LocalS3 = Awaited<ReturnType<typeof startLocalS3>>;
