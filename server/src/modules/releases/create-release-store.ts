import type { Config } from '../../config.js';
import { LocalReleaseStore } from './local-release-store.js';
import type { ReleaseStore } from './release-store.js';

/**
 * The release store the settings name: the bucket of STORAGE_URL (under releases/) or the local
 * folder. The AWS SDK is loaded only for a bucket.
 */
export async function createReleaseStore(config: Pick<Config, 'releases' | 'storage'>): Promise<ReleaseStore> {
  const { storage } = config;
  if (config.releases.store === 'local' || storage.kind !== 's3') return new LocalReleaseStore(config.releases.dir);
  const [{ s3ClientFor }, { BucketReleaseStore }] = await Promise.all([
    import('../../storage/s3-storage.js'),
    import('./bucket-release-store.js'),
  ]);
  const prefix = storage.prefix === '' ? 'releases/' : `${storage.prefix}/releases/`;
  return new BucketReleaseStore(s3ClientFor(storage), storage.bucket, prefix, storage.publicBaseUrl);
}
