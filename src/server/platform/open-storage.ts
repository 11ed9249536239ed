// The storage the configuration names: an S3-compatible bucket when STORAGE_URL is set, local disk otherwise.
import path from 'node:path';
import type { Config } from '../config.js';
import { createStorage, type Storage } from './storage.js';
import { createS3Storage } from './storage-s3.js';

export function openStorage(config: Pick<Config, 's3' | 'dataDir'>, secret: string): Storage {
  return config.s3 ? createS3Storage(config.s3, secret) : createStorage({ root: localStorageRoot(config.dataDir), secret });
}

export const localStorageRoot = (dataDir: string) => path.join(dataDir, 'storage');
