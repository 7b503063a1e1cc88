import { HttpError } from '../lib/http-errors.js';

export class InvalidKeyError extends Error {
  override name = 'InvalidKeyError';
}

/**
 * The file store cannot be reached, or refuses us (wrong keys, no such bucket). A 503 for the
 * client with a message saying so, whatever route hit it: the upload or the /media read can be
 * tried again once the store is back, and nothing was recorded meanwhile.
 */
export class StorageUnavailableError extends HttpError {
  override name = 'StorageUnavailableError';

  constructor(reason: string, options?: { cause?: unknown }) {
    super(503, `File storage is unavailable (${reason}): try again later`, { 'retry-after': '30' });
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
