import type { StorageConfig } from '../config.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The storage the settings name: the local folder, or the bucket. */
export function createStorage(config: StorageConfig): Storage & { close?(): void } {
  return config.kind === 'local' ? new LocalStorage(config.dir) : new S3Storage(config);
}
