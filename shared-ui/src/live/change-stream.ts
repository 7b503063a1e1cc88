import { apiUrl, getAccessToken } from '@video-admin/shared-ui';
import { createEventStreamParser } from './event-stream-parser';

/** A change the server announces (see the server's change feed): which rows to fetch again. */
export type LiveChange =
  | { kind: 'task'; op: 'created' | 'updated' | 'deleted'; id: number | null; template_id?: number; task_status?: number }
  | { kind: 'template'; op: 'created' | 'updated' | 'deleted'; id: number | null; template_status?: string }
  /** The signed-in person's own rights changed (only they hear it): fetch /users/me again. */
  | { kind: 'user'; op: 'updated'; id: string }
  /** Changes may have been missed: fetch everything shown again. */
  | { kind: 'reset' };

/** `open` while events arrive; otherwise the screens poll. */
export type StreamState = 'connecting' | 'open' | 'down';

export const CHANGES_PATH = '/api/backend/video-tasks/events';
/** The signed-in person's own rights only, for anyone signed in (the back office's stream needs a read permission). */
export const OWN_RIGHTS_PATH = '/api/v1/users/me/events';
/** Waits before the 1st, 2nd, ... reconnection; the last one repeats. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 30_000];
/** The server sends a heartbeat every 15 s: this long without a byte means the connection is dead. */
export const SILENCE_LIMIT_MS = 45_000;

type Listener = (change: LiveChange) => void;

/**
 * The back office's one connection to the change stream, shared by every subscriber on the page
 * and open while there is one. It is read with fetch, not EventSource, so it can send the
 * session's Bearer token like every other call. When it drops (server restart, network, a proxy's
 * timeout) it connects again after growing waits, sending the last event id so the server can
 * replay what was missed, or answer `reset` when it cannot.
 */
export class ChangeStream {
  #state: StreamState = 'down';
  readonly #listeners = new Set<Listener>();
  readonly #stateListeners = new Set<() => void>();
  #abort: AbortController | null = null;
  #retry: ReturnType<typeof setTimeout> | null = null;
  #silence: ReturnType<typeof setTimeout> | null = null;
  #failures = 0;
  #lastEventId: string | undefined;

  constructor(readonly path = CHANGES_PATH) {}

  get state(): StreamState {
    return this.#state;
  }

  /** Hears every change until the returned function is called; the first subscriber opens the stream. */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    if (this.#listeners.size === 1) this.#connect();
    return () => {
      if (!this.#listeners.delete(listener)) return;
      if (this.#listeners.size === 0) this.#stop();
    };
  }

  /** Called whenever `state` changes (useSyncExternalStore's subscribe). */
  onStateChange = (listener: () => void): (() => void) => {
    this.#stateListeners.add(listener);
    return () => this.#stateListeners.delete(listener);
  };

  #setState(state: StreamState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of this.#stateListeners) listener();
  }

  #emit(change: LiveChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  #stop(): void {
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    this.#abort?.abort();
    this.#abort = null;
    this.#setState('down');
  }

  #connect(): void {
    this.#retry = null;
    const abort = new AbortController();
    this.#abort = abort;
    this.#setState('connecting');
    void this.#read(abort).then(() => {
      if (abort.signal.aborted && this.#abort !== abort) return; // stopped, or replaced
      this.#abort = null;
      this.#setState('down');
      const delay = RECONNECT_DELAYS_MS[Math.min(this.#failures, RECONNECT_DELAYS_MS.length - 1)]!;
      this.#failures++;
      if (this.#listeners.size > 0) this.#retry = setTimeout(() => this.#connect(), delay);
    });
  }

  /** One connection, until it ends or fails (never throws). */
  async #read(abort: AbortController): Promise<void> {
    const token = getAccessToken();
    if (!token) return;
    const watchSilence = () => {
      if (this.#silence) clearTimeout(this.#silence);
      this.#silence = setTimeout(() => abort.abort(), SILENCE_LIMIT_MS);
    };
    try {
      const response = await fetch(apiUrl(this.path), {
        headers: {
          Accept: 'text/event-stream',
          Authorization: `Bearer ${token}`,
          ...(this.#lastEventId ? { 'Last-Event-ID': this.#lastEventId } : {}),
        },
        credentials: 'include',
        cache: 'no-store',
        signal: abort.signal,
      });
      if (!response.ok || !response.body) return;
      this.#failures = 0;
      this.#setState('open');
      watchSilence();
      const parse = createEventStreamParser(
        (message) => {
          if (message.event !== 'change' && message.event !== 'reset') return;
          try {
            this.#emit(JSON.parse(message.data) as LiveChange);
          } catch {
            // Not one of ours: nothing to refresh.
          }
        },
        (id) => (this.#lastEventId = id),
      );
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        watchSilence();
        parse(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Network failure or abort: the caller reconnects (or was stopped).
    } finally {
      if (this.#silence) clearTimeout(this.#silence);
      this.#silence = null;
    }
  }
}

/** The page's stream (one per bundle that uses it: a remote's screens share it). */
export const changeStream = new ChangeStream();

/** The stream of one's own rights, for a person the back office's stream is not open to. */
export const ownRightsStream = new ChangeStream(OWN_RIGHTS_PATH);
