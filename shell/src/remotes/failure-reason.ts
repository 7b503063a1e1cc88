import { errorReason, type ErrorReason } from 'shared-ui';
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
 * Why a remote, or the shell's own screen, could not be shown, in the words the error panel
 * uses: its files could not be downloaded, they are gone, it does not fit this shell, or a
 * failure the error names itself (an API call's status); code that threw is unexpected.
 */
export function failureReason(error: unknown): ErrorReason {
  const chain = chainOf(error);
  if (chain.some((link) => link instanceof IncompatibleRemoteError)) return 'incompatible';
  if (chain.some((link) => link instanceof Error && INVALID_MANIFEST.test(link.message))) return 'notFound';
  if (isMissingFilesError(error)) return 'network';
  return errorReason(error);
}
