import { randomUUID } from 'node:crypto';
import type { TaskRow } from '../../db/rows.js';
import { readSample, SAMPLE_CLIPS, sampleFor } from '../../lib/sample-media.js';
import type { Storage } from '../../storage/storage.js';
import { PLATFORM_LABELS } from '../labels.js';
import type { QueryResult, SubmitInput, SubmitResult, VideoPlatform } from './platform.js';
import { LOCAL_DEMO_VIDEO, LOCAL_SIMULATED_FAILURE, localPlatformStandIn } from '../../lib/messages.js';

export const LOCAL_PREFIX = 'local-';

/**
 * The built-in stand-in for a platform without credentials, so the pipeline runs offline. It
 * "renders" for LOCAL_PLATFORM_DELAY_MS, then stores a copy of one of the shipped sample clips
 * (chosen by task id) as the task's own video. It says what it is wherever it shows:
 * platform_task_id starts with "local-", create_task_rsp and query_task_rsp carry platform "local"
 * and a note, and the clip itself is captioned SAMPLE VIDEO. create_task_params.simulate_failure
 * = true makes it fail, to try the failure path.
 */
export function createLocalPlatform(storage: Storage, delayMs: number): VideoPlatform {
  async function storeVideo(task: TaskRow): Promise<string> {
    const key = `videos/local-task-${task.task_id}-${randomUUID().slice(0, 8)}.mp4`;
    await storage.put(key, await readSample(sampleFor(SAMPLE_CLIPS, task.task_id)));
    return storage.url(key);
  }

  return {
    name: 'local',

    async submit(task: TaskRow, input: SubmitInput): Promise<SubmitResult> {
      const readyAt = new Date(Date.now() + delayMs).toISOString();
      const requested = PLATFORM_LABELS[task.platform] ?? task.platform;
      return {
        platformTaskId: `${LOCAL_PREFIX}${task.task_id}-${randomUUID().slice(0, 8)}`,
        response: {
          platform: 'local',
          requested_platform: task.platform,
          status: 'submitted',
          ready_at: readyAt,
          prompt: input.prompt,
          note: localPlatformStandIn(requested),
        },
        pollAfterMs: delayMs,
      };
    },

    async query(task: TaskRow): Promise<QueryResult> {
      const readyAt = Date.parse(String(task.create_task_rsp?.ready_at ?? ''));
      const waitMs = Number.isNaN(readyAt) ? 0 : readyAt - Date.now();
      if (waitMs > 0) return { state: 'running', response: { platform: 'local', status: 'processing' }, pollAfterMs: waitMs };
      if (task.create_task_params?.simulate_failure === true) {
        return {
          state: 'failed',
          message: LOCAL_SIMULATED_FAILURE,
          response: { platform: 'local', status: 'failed' },
        };
      }
      const videoUrl = await storeVideo(task);
      return {
        state: 'completed',
        videoUrl,
        response: { platform: 'local', status: 'succeed', video_url: videoUrl, note: LOCAL_DEMO_VIDEO },
      };
    },
  };
}
