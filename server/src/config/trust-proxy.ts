import { FALSE_WORDS, TRUE_WORDS } from './env.js';
import { ConfigError } from './errors.js';
import type { TrustProxy } from './types.js';

/** Read by hand: one variable holding a flag, a hop count or an address list is more than a schema type can say. */
export function readTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || FALSE_WORDS.includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) return Math.min(Number(raw), 100);
  if (TRUE_WORDS.includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY must be a hop count (1 for one proxy in front) or a comma-separated list of proxy addresses, not true: any client could then choose its own address',
    );
  }
  const addresses = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const bad = addresses.find((address) => !/^[0-9a-f.:]+(\/\d{1,3})?$/i.test(address));
  if (bad !== undefined) throw new ConfigError(`TRUST_PROXY: "${bad}" is not an IP address or CIDR range`);
  return addresses;
}
