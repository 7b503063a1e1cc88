// What the outlet needs only once a remote has failed (moving it to its live release, naming it
// in the notice that says so): loaded then, so it stays off the first screen's bytes.
export { moveToLiveRelease } from './move-to-live-release';
export { moduleDisplayName } from './remote-screen-language';
