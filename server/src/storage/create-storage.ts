import type { Config } from '../config';
import { LocalDiskStorage } from './local-disk.storage';
import { S3Storage } from './s3.storage';

/**
 * S3 (or MinIO) when a bucket is configured, else the embedded local disk store. The
 * concrete type is returned so that start-up can call `ensureBucket()` for S3 in development.
 */
export function createStorage(config: Pick<Config, 's3' | 'uploadsDir'>): LocalDiskStorage | S3Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage({ rootDir: config.uploadsDir });
}
