// shared-ui/live: the change stream the back office's screens refresh from (server-sent events,
// polling as the fallback). An entry point of its own, not part of '@video-admin/shared-ui': that one is the
// federation singleton /login loads too, and only the video task and template screens need this.
// Each remote bundles what it imports here (one stream per remote, open while a screen listens).
export { CHANGES_PATH, ChangeStream, changeStream, type LiveChange, type StreamState } from './change-stream';
export { createEventStreamParser, type StreamMessage } from './event-stream-parser';
export { POLLING_SWITCH_KEY, pollingAllowed } from './polling-switch';
export { useLiveChanges, useLiveStreamOpen } from './use-live-changes';
export { useOwnRightsRefresh } from './use-own-rights-refresh';
