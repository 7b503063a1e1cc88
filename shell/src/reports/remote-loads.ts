import type { RemoteName } from '@video-admin/shared-ui';
import { runningRelease } from '../releases/running-releases';
import type { LoadFailure, RemoteLoad } from './report-sender';

// The loads wait here; the sender (telling the phase, sampling, batching, the beacon) loads and
// sends them a few seconds after the last one, once the page has settled and its first screen
// is done: none of it is on that screen's path or bytes.
const SEND_AFTER_MS = 5000;
const loads: RemoteLoad[] = [];
let timer: ReturnType<typeof setTimeout>;

/** Notes the outcome of a remote load that took `ms` (failure null: it showed), to be reported. */
export function noteRemoteLoad(remote: RemoteName, ms: number, failure: LoadFailure | null): void {
  loads.push({ remote, release: runningRelease(remote)?.id, failure, ms: Math.round(ms) });
  clearTimeout(timer);
  timer = setTimeout(
    () =>
      import(/* webpackChunkName: "report-sender" */ './report-sender').then(
        ({ sendLoads }) => sendLoads(loads),
        () => {},
      ),
    SEND_AFTER_MS,
  );
}
