import { ConfigError } from './errors.js';
import { DEFAULT_SUPERUSER_PASSWORD } from './schema.js';
import type { Config } from './types.js';

/** Shortest SECRET_KEY accepted in production: 32 characters, 256 bits of base64url or hex-ish text. */
export const MIN_SECRET_KEY_LENGTH = 32;

/** In production a guessable key or the well-known first password would hand out the admin. */
export function refuseWeakProductionSettings(config: Config): void {
  if (config.secretKey === DEFAULT_SUPERUSER_PASSWORD || config.secretKey.length < MIN_SECRET_KEY_LENGTH) {
    throw new ConfigError(`SECRET_KEY must be at least ${MIN_SECRET_KEY_LENGTH} random characters in production (NODE_ENV=production)`);
  }
  if (config.firstSuperuserPassword === DEFAULT_SUPERUSER_PASSWORD) {
    throw new ConfigError(
      `FIRST_SUPERUSER_PASSWORD must be changed from "${DEFAULT_SUPERUSER_PASSWORD}" in production (NODE_ENV=production)`,
    );
  }
}
