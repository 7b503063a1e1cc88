import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './errors.js';

/**
 * A key generated on first start and kept beside the data, so tokens survive restarts without
 * anyone having to invent a secret, and no fixed default key ever exists. Several instances
 * behind a load balancer must share SECRET_KEY instead.
 */
export function loadOrCreateSecretKey(dataDir: string): string {
  const file = join(dataDir, 'secret_key');
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two processes starting together keep one key.
    writeFileSync(file, randomBytes(64).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A key readable by other local users is no secret: tighten a file someone loosened.
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < 32) throw new ConfigError(`${file} holds a key shorter than 32 characters`);
  return key;
}
