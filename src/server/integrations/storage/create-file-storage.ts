import type { Config } from '../../env';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** S3-compatible object storage when S3_BUCKET is configured, otherwise files on the local disk under UPLOAD_DIR. */
export function createFileStorage(config: Config): FileStorage {
  if (!config.s3) return createLocalFileStorage(config.uploadDir);
  return createS3FileStorage(config.s3);
}
