import { isMissingFilesError } from '../releases/missing-files';
import { RemoteLoadError } from './load-remote-component';

// When a failed remote is moved to its live release instead of showing the error panel. Pure, so
// each rule is tested alone; the outlet and its error boundary only act on the answers.

/**
 * A failure another release of the remote may not have: the remote could not be loaded at all
 * (its manifest or remoteEntry gone, which our server answers with a JSON 404 the runtime calls
 * an invalid manifest, or refused by the shell), or one of its chunks or scripts was missing
 * while it rendered. Code that throws while rendering is left to the error panel.
 */
export function isReleaseLoadFailure(error: unknown): boolean {
  return error instanceof RemoteLoadError || isMissingFilesError(error);
}

/**
 * Whether to ask the server for the remote's live release before showing the error. Once per
 * failure: when the screen that failed is already the live release the outlet moved to, the
 * error panel shows (its Retry starts over), so a live release that fails too, or a config.json
 * that alternates between two releases while one is promoted, never moves the screen in a loop.
 */
export function shouldTryLiveRelease(error: unknown, { movedToLive }: { movedToLive: boolean }): boolean {
  return !movedToLive && isReleaseLoadFailure(error);
}

/**
 * The manifest to load the remote from instead: the live one, when the server names one and it is
 * not the one the tab loads already (then its files are missing for everyone, and moving cannot
 * help). Null: show the error.
 */
export function liveEntryToMoveTo(registered: string | undefined, live: string | undefined): string | null {
  return live && live !== registered ? live : null;
}
