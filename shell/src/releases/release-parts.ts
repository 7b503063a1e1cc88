import { getRuntimeConfig, type ReleasePart } from '@video-admin/shared-ui';

/** Every part that may have a release, in the order the About dialog lists them: the shell, then each live module. */
export function releaseParts(): ReleasePart[] {
  return ['shell', ...Object.keys(getRuntimeConfig().modules ?? {})];
}
