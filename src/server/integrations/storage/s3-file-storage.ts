import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, type FileStorage, STORAGE_KEY } from './file-storage';

export interface S3FileStorageOptions {
  bucket: string;
  region: string;
  /** Another S3-compatible service (MinIO, R2, ...); AWS's own endpoint for the region when unset. */
  endpoint?: string | undefined;
  /** The bucket in the path (host/bucket/key) instead of the host name: most self-hosted servers need it. */
  forcePathStyle?: boolean;
  /** Static keys; without them the SDK's default chain (environment, profile, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** A folder the keys are kept under, so the bucket can hold other things too. */
  prefix?: string | undefined;
}

/**
 * A store that hangs is worse than one that fails: an upload or a photo would wait forever. These
 * bound each attempt; the SDK retries a failed one (three attempts in all) before giving up.
 */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

/** Files as objects in an S3 bucket (AWS, or any S3-compatible service such as MinIO or R2). */
export function createS3FileStorage(options: S3FileStorageOptions): FileStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle ?? false,
    credentials: options.credentials,
    requestHandler: { connectionTimeout: CONNECTION_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
  });
  const bucket = options.bucket;
  const prefix = options.prefix ? `${options.prefix.replace(/\/+$/, '')}/` : '';

  // The same refusals as the local disk store: a key the services would never make is a bug or an
  // attack, whichever store is behind the interface.
  function objectKey(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`Refusing storage key ${JSON.stringify(key)}`);
    return prefix + key;
  }

  return {
    async put(key, data) {
      // S3 writes an object whole or not at all, so no temporary name is needed as on disk.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      if (!STORAGE_KEY.test(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        // The type comes from the key, as on disk, not from whatever the object's metadata says.
        return {
          data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
          contentType: contentTypeOf(key),
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      if (!STORAGE_KEY.test(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // Deleting a key that is not there succeeds, like rm with force on disk.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

/**
 * Only "no such object" means absent (GET names it NoSuchKey; HEAD has no body, so NotFound). A
 * missing bucket, refused credentials or an unreachable server is an error, not an empty store.
 */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');
}
