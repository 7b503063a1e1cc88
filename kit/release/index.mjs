// The kit's release tools, for a script or a CI step that publishes without the command.
import { checkPublish, uploadBuild } from './upload-build.mjs';

export { readBuildFolder } from './build-folder.cjs';
export { buildForRelease, moduleNameOf, releaseCommand } from './release-command.mjs';
export { describeMismatch, sharedMismatches } from './shared-skews.cjs';
export { checkPublish, createPreview, uploadBuild } from './upload-build.mjs';

/** Asks the server whether this key may act, then uploads: resolves with the server's answer. */
export async function publishBuild({ server, key, frontend, dir, promote = false, notes, log = console.log }) {
  const { max_upload_bytes: maxBytes } = await checkPublish({ server, key, frontend, promote });
  return uploadBuild({ server, key, frontend, dir, promote, notes, maxBytes, log });
}
