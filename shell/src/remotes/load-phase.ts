// Where a remote load failed, for the load reports: the manifest (its fetch), the entry (the
// remoteEntry script, or a container this shell cannot use), a chunk (fetching or running the
// exposed module's code), or the render (the component threw before it first showed).
export type LoadPhase = 'manifest' | 'entry' | 'chunk' | 'render';

// The federation runtime's codes: RUNTIME-003 the manifest could not be fetched, RUNTIME-013 the
// answer is not a manifest (our server answers a removed one with a JSON 404), RUNTIME-008 the
// remoteEntry script could not be loaded. A container this shell cannot use (IncompatibleRemoteError)
// fails in the entry phase too.
const MANIFEST = /RUNTIME-0(03|13)/;
const ENTRY = /RUNTIME-008/;

/** The phase a load that the federation runtime rejected failed in, from the error and its causes. */
export function loadFailurePhase(error: unknown): Exclude<LoadPhase, 'render'> {
  let current = error;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    if (MANIFEST.test(current.message)) return 'manifest';
    if (ENTRY.test(current.message) || current.name === 'IncompatibleRemoteError') return 'entry';
    current = current.cause;
  }
  return 'chunk';
}
