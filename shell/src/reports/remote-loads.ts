import type { RemoteName } from 'shared-ui';
import { runningRelease } from '../releases/running-releases';
import type { LoadPhase } from '../remotes/load-phase';
import type { RemoteLoad } from './report-sender';

// The sender (batching, sampling, the beacon) loads once the page has settled, a few seconds
// after the first load: none of it is on the first screen's path or bytes. Until then the loads wait here.
const SENDER_AFTER_MS = 2000;
const waiting: RemoteLoad[] = [];
let send: ((load: RemoteLoad) => void) | undefined;

function startSender(): void {
  import(/* webpackChunkName: "report-sender" */ './report-sender')
    .then(({ startSending }) => {
      send = startSending(waiting.splice(0));
    })
    .catch(() => {});
}

/** Notes the outcome of a remote load that took `ms`, to be reported. */
export function noteRemoteLoad(remote: RemoteName, ms: number, phase: LoadPhase | null): void {
  const load = { remote, release: runningRelease(remote)?.id, phase, ms: Math.round(ms) };
  if (send) send(load);
  else if (waiting.push(load) === 1) setTimeout(startSender, SENDER_AFTER_MS);
}
