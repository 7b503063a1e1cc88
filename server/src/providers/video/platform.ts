import type { TaskRow } from '../../db/rows.js';

type JsonObject = Record<string, unknown>;

/** A picture handed to a platform: a public URL, or the bytes (for files only we can read). */
export type PlatformImage = { url: string } | { base64: string; mime: string };

export interface SubmitInput {
  prompt: string;
  firstImage: PlatformImage | null;
  secondImage: PlatformImage | null;
  /** The task's create_task_params, for per-task options (duration, mode, model...). */
  params: JsonObject;
}

export interface SubmitResult {
  platformTaskId: string;
  /** Stored as create_task_rsp. */
  response: JsonObject;
  /** When to ask for the result first (defaults to TASK_POLL_INTERVAL_MS). */
  pollAfterMs?: number;
}

export type QueryResult =
  | { state: 'running'; response: JsonObject; pollAfterMs?: number }
  | { state: 'completed'; videoUrl: string; response: JsonObject }
  | { state: 'failed'; message: string; response: JsonObject };

/**
 * One video-generation platform. submit() starts a task, query() reports on it. Transport
 * problems and refusals are thrown as PlatformError (the worker retries with backoff); a task
 * the platform itself reports as failed is a QueryResult with state 'failed' (final).
 */
export interface VideoPlatform {
  /** keling | jimeng | minimax | local */
  readonly name: string;
  submit(task: TaskRow, input: SubmitInput): Promise<SubmitResult>;
  query(task: TaskRow): Promise<QueryResult>;
}

export class PlatformError extends Error {
  override name = 'PlatformError';

  constructor(
    message: string,
    /** What the platform answered, kept in query_task_rsp for the admin. */
    readonly response: unknown = null,
  ) {
    super(message);
  }
}

/**
 * A platform's task id as text: a non-empty string or a finite number. Anything else (an object,
 * an empty string) is no id at all, so the submit fails instead of storing "[object Object]".
 */
export function taskIdOf(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '' && value.length <= 200) return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A data: URI of an image, for the APIs that take one. */
export function dataUri(image: { base64: string; mime: string }): string {
  return `data:${image.mime};base64,${image.base64}`;
}
