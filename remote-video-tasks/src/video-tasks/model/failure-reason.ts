import type { VideoTask } from '@video-admin/shared-ui/contract';

/** Task status 4: the task failed. */
export const isFailed = (task: Pick<VideoTask, 'task_status'>): boolean => task.task_status === 4;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A non-blank string at `path` inside `value`, trimmed. */
function textAt(value: unknown, ...path: string[]): string | undefined {
  let node = value;
  for (const key of path) node = isObject(node) ? node[key] : undefined;
  return typeof node === 'string' && node.trim() ? node.trim() : undefined;
}

/**
 * Why a failed task failed, in words, from what was stored with it: the server's worker writes the
 * platform's message (or its own: a deadline passed, attempts used up) as `error` in the query
 * response; a platform's own answer carries it as 可灵's data.task_status_msg, MiniMax's
 * base_resp.status_msg or a top-level message. Undefined for a task that did not fail, or whose
 * stored answers say nothing (an admin may set 失败 by hand).
 */
export function failureReason(task: Pick<VideoTask, 'task_status' | 'query_task_rsp' | 'create_task_rsp'>): string | undefined {
  if (!isFailed(task)) return undefined;
  for (const response of [task.query_task_rsp, task.create_task_rsp]) {
    const reason =
      textAt(response, 'error') ??
      textAt(response, 'last_error') ??
      textAt(response, 'data', 'task_status_msg') ??
      textAt(response, 'base_resp', 'status_msg') ??
      textAt(response, 'platform_response', 'message');
    if (reason) return reason;
    const message = textAt(response, 'message');
    // A platform's "SUCCEED" or "success" is no reason for a failure.
    if (message && !/^succe/i.test(message)) return message;
  }
  return undefined;
}
