import type { DevOverrideInfo, PreviewInfo } from '@video-admin/shared-ui';
import { DevOverrideBar } from './dev-override-bar';
import { PreviewBar } from './preview-bar';

/**
 * The bars that say this browser does not run what everyone runs: a preview link's release, a
 * developer's override. One chunk for both, loaded only while one of them is in force.
 */
export function ReleaseBars({ preview, override }: { preview?: PreviewInfo; override?: DevOverrideInfo }) {
  return (
    <>
      {override ? <DevOverrideBar override={override} /> : null}
      {preview ? <PreviewBar preview={preview} /> : null}
    </>
  );
}
