import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { ConfigError } from './errors.js';
import type { Settings } from './schema.js';
import type { TlsConfig } from './types.js';

/**
 * The certificate and key the server terminates TLS with (and then speaks HTTP/2), read once at
 * start so a wrong path stops the start rather than the first connection. The schema makes the
 * two settings go together, so one set means both are; none set: plain HTTP.
 */
export function tlsFrom(s: Settings, cwd: string): TlsConfig | null {
  if (s.TLS_CERT_FILE === undefined || s.TLS_KEY_FILE === undefined) return null;
  return { cert: readPem('TLS_CERT_FILE', s.TLS_CERT_FILE, cwd), key: readPem('TLS_KEY_FILE', s.TLS_KEY_FILE, cwd) };
}

function readPem(name: string, path: string, cwd: string): Buffer {
  const file = isAbsolute(path) ? path : resolve(cwd, path);
  try {
    return readFileSync(file);
  } catch (error) {
    throw new ConfigError(`${name}: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
}
