import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { renderClip } from '../../lib/media/clip.js';
import { decodePng } from '../../lib/media/png.js';
import type { TaskRow } from '../../db/rows.js';
import type { Storage } from '../../plugins/storage.js';
import { hueOf } from '../../lib/media/poster.js';
import { PLATFORM_LABELS } from '../labels.js';
import type { QueryResult, SubmitInput, SubmitResult, VideoPlatform } from './platform.js';

/** The clip shipped in the repository (server/assets), made by scripts/make-sample-clip.ts. */
export const SAMPLE_CLIP_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'sample-clip.mp4');
export const SAMPLE_CLIP_KEY = 'samples/sample-clip.mp4';

export const LOCAL_PREFIX = 'local-';

/** Stores the bundled sample clip once and returns its URL. */
export async function sampleClipUrl(storage: Storage): Promise<string> {
  if (!(await storage.get(SAMPLE_CLIP_KEY))) await storage.put(SAMPLE_CLIP_KEY, await readFile(SAMPLE_CLIP_PATH));
  return storage.url(SAMPLE_CLIP_KEY);
}

/**
 * The built-in stand-in for a platform without credentials, so the pipeline runs offline. It
 * "renders" for LOCAL_PLATFORM_DELAY_MS, then makes a real H.264 MP4: from the task's first image
 * when that is a PNG in our storage, else a generated background; should that fail, the bundled
 * sample clip. It says what it is wherever it shows: platform_task_id starts with "local-",
 * create_task_rsp and query_task_rsp carry platform "local" and a note, and the video itself is
 * captioned LOCAL PLATFORM. create_task_params.simulate_failure = true makes it fail, to try the
 * failure path.
 */
export function createLocalPlatform(storage: Storage, delayMs: number, log: FastifyBaseLogger): VideoPlatform {
  async function background(task: TaskRow) {
    const key = task.first_image ? storage.keyOf(task.first_image) : null;
    if (!key?.endsWith('.png')) return null;
    const file = await storage.get(key);
    if (!file) return null;
    try {
      return decodePng(file.data);
    } catch {
      return null;
    }
  }

  async function renderVideo(task: TaskRow): Promise<string> {
    try {
      const clip = renderClip({
        background: await background(task),
        caption: 'LOCAL PLATFORM',
        subtitle: `TASK #${task.task_id} - ${task.platform.toUpperCase()} STAND-IN`,
        hue: hueOf(`${task.task_id}`),
      });
      const key = `videos/local-task-${task.task_id}-${randomUUID().slice(0, 8)}.mp4`;
      await storage.put(key, clip);
      return storage.url(key);
    } catch (error) {
      log.warn({ err: error, taskId: task.task_id }, 'local platform could not render a clip, using the bundled sample');
      return sampleClipUrl(storage);
    }
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
          note: `本地模拟平台：未配置${requested}的凭证，视频由服务器在本地生成（离线演示用途，不是${requested}的真实结果）`,
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
          message: '本地模拟平台：按 simulate_failure 的要求模拟生成失败',
          response: { platform: 'local', status: 'failed' },
        };
      }
      const videoUrl = await renderVideo(task);
      return {
        state: 'completed',
        videoUrl,
        response: { platform: 'local', status: 'succeed', video_url: videoUrl, note: '本地模拟平台生成的演示视频' },
      };
    },
  };
}
