// How a missing file shows: webpack's chunk loader, the federation runtime's manifest and script
// loaders (RUNTIME-003, RUNTIME-008), or the browser's fetch.
const MISSING_FILES = /Loading (CSS )?chunk \S+ failed|Loading script failed|RUNTIME-00[38]|Failed to fetch|NetworkError/i;

/**
 * A release's files could not be fetched (it was removed, or its host replaced them), rather
 * than its code failing: looked for in the error and its causes.
 */
export function isMissingFilesError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (current.name === 'ChunkLoadError' || MISSING_FILES.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}
