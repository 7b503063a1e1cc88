import { posix } from 'node:path';

/** A path a module claims: its releases may mount routes and menu entries under it. */
export interface PathClaim {
  module: string;
  /** Lower case, like /admin/users. */
  path: string;
  /** Granted by a superuser under another module's claim. */
  explicit: boolean;
  grantedBy: string;
  /** Stored timestamp (ISO with milliseconds). */
  grantedAt: string;
}

/** A claim: absolute, lower case, no empty, `.` or `..` segment. */
export const CLAIM_PATTERN = '^(/(?!\\.\\.?(/|$))[a-z0-9._~-]+)+$';
export const CLAIM_MAX_LENGTH = 255;

/** Equal, or a prefix followed by '/': /admin covers /admin and /admin/users, not /administration. */
export const claimCovers = (claim: string, path: string) => path === claim || path.startsWith(`${claim}/`);

/**
 * A declared route or menu path as the shell's router reaches it: without its query, lower case
 * (the router matches regardless of case) and with `.` and `..` segments resolved (a browser
 * resolves them before any route matches), so /ITEMS/../admin is judged as /admin.
 */
export function reachedPath(declared: string): string {
  const path = posix.normalize(`/${declared.split('?')[0]!}`).toLowerCase();
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The claim that owns a path: the longest one covering it; undefined when none does. */
export function ownerOf<Claim extends { path: string }>(claims: readonly Claim[], path: string): Claim | undefined {
  let owner: Claim | undefined;
  for (const claim of claims) if (claimCovers(claim.path, path) && (!owner || claim.path.length > owner.path.length)) owner = claim;
  return owner;
}

/** The claim a remote registered without paths gets: its segment, /reports for remote-reports. */
export const defaultClaim = (segment: string) => `/${segment.toLowerCase()}`;
