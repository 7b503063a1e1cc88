import type { ErrorReason } from '@video-admin/shared-ui';
import { isMissingFilesError } from '../releases/missing-files';
import { IncompatibleRemoteError } from './load-remote-component';

// The federation runtime's "not a valid manifest": our server answers a removed manifest with a
// JSON 404.
const INVALID_MANIFEST = /RUNTIME-013/;

function chainOf(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current instanceof Error && chain.length < 5 && !chain.includes(current); current = current.cause) {
    chain.push(current);
  }
  return chain;
}

/**
 * Why a remote, or the shell's own screen, could not be shown, where only the shell can tell:
 * its files could not be downloaded, they are gone, or it does not fit this shell. Otherwise
 * undefined: the error panel tells the reason the error names itself (an API call's status), or
 * that it was unexpected.
 */
export function failureReason(error: unknown): ErrorReason | undefined {
  const chain = chainOf(error);
  if (chain.some((link) => link instanceof IncompatibleRemoteError)) return 'incompatible';
  if (chain.some((link) => link instanceof Error && INVALID_MANIFEST.test(link.message))) return 'notFound';
  if (isMissingFilesError(error)) return 'network';
  return undefined;
}
