import { ConfigError } from './errors.js';
import type { Settings } from './schema.js';
import type { StorageConfig } from './types.js';

const S3_DETAIL_SETTINGS = ['S3_PREFIX', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_PUBLIC_BASE_URL'] as const;

/**
 * The local folder unless a bucket is named, by STORAGE_URL=s3://bucket/prefix or S3_BUCKET
 * (+ S3_PREFIX). Naming it twice, or setting S3_* details without a bucket, is refused: either
 * would leave a deployer believing files go somewhere they do not.
 */
export function storageFrom(s: Settings, uploadsDir: string): StorageConfig {
  if (s.STORAGE_URL !== undefined && (s.S3_BUCKET !== undefined || s.S3_PREFIX !== undefined)) {
    throw new ConfigError('Set the bucket either as STORAGE_URL=s3://bucket/prefix or as S3_BUCKET and S3_PREFIX, not both');
  }
  const named =
    s.STORAGE_URL !== undefined
      ? parseStorageUrl(s.STORAGE_URL)
      : s.S3_BUCKET !== undefined
        ? { bucket: s.S3_BUCKET, prefix: s.S3_PREFIX ?? '' }
        : null;
  if (named === null) {
    const stray = S3_DETAIL_SETTINGS.find((name) => s[name] !== undefined);
    if (stray) throw new ConfigError(`${stray} is set but no bucket is: set STORAGE_URL=s3://bucket/prefix or S3_BUCKET`);
    return { kind: 'local', dir: uploadsDir };
  }
  const endpoint = s.S3_ENDPOINT === undefined ? null : s.S3_ENDPOINT.replace(/\/+$/, '');
  return {
    kind: 's3',
    bucket: named.bucket,
    prefix: named.prefix.replace(/^\/+|\/+$/g, ''),
    region: s.S3_REGION,
    endpoint,
    accessKeyId: s.S3_ACCESS_KEY_ID ?? null,
    secretAccessKey: s.S3_SECRET_ACCESS_KEY ?? null,
    // Self-hosted services seldom have a DNS name per bucket; AWS prefers bucket host names.
    forcePathStyle: s.S3_FORCE_PATH_STYLE ?? endpoint !== null,
    publicBaseUrl: s.S3_PUBLIC_BASE_URL === undefined ? null : s.S3_PUBLIC_BASE_URL.replace(/\/+$/, ''),
  };
}

/** s3://bucket/some/prefix -> bucket and "some/prefix" (the schema has checked the shape). */
function parseStorageUrl(url: string): { bucket: string; prefix: string } {
  const rest = url.slice('s3://'.length);
  const slash = rest.indexOf('/');
  return slash === -1 ? { bucket: rest, prefix: '' } : { bucket: rest.slice(0, slash), prefix: rest.slice(slash + 1) };
}
