import { SignJWT } from 'jose';
import type { KelingConfig } from '../../config.js';
import { RemoteError, httpJson } from '../../lib/http-client.js';
import type { TaskRow } from '../../db/rows.js';
import {
  PlatformError,
  type PlatformImage,
  type QueryResult,
  type SubmitInput,
  type SubmitResult,
  type VideoPlatform,
  taskIdOf,
} from './platform.js';

interface KelingAnswer {
  code?: number;
  message?: string;
  request_id?: string;
  data?: {
    task_id?: string;
    task_status?: string;
    task_status_msg?: string;
    task_result?: { videos?: { id?: string; url?: string; duration?: string }[] };
  };
}

/** Kling takes an image as a URL or as bare base64 (no data: prefix). */
const imageField = (image: PlatformImage) => ('url' in image ? image.url : image.base64);

/**
 * 可灵 (Kling AI) open API: a JWT (HS256, iss = access key, 30 minutes) signed with the secret
 * key as the bearer token; POST /v1/videos/image2video (or text2video without a picture)
 * answers {code: 0, data: {task_id, task_status}}; GET /v1/videos/<kind>/<task_id> reports
 * submitted | processing | succeed (task_result.videos[0].url) | failed (task_status_msg).
 */
export function createKelingPlatform(config: KelingConfig, timeoutMs: number): VideoPlatform {
  const secret = new TextEncoder().encode(config.secretKey);

  async function token(): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ iss: config.accessKey })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setNotBefore(now - 5)
      .setExpirationTime(now + 1800)
      .sign(secret);
  }

  async function call(path: string, json?: unknown): Promise<KelingAnswer> {
    let answer: KelingAnswer;
    try {
      answer = await httpJson<KelingAnswer>(`${config.baseUrl}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        json,
        headers: { authorization: `Bearer ${await token()}` },
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof RemoteError) throw new PlatformError(`可灵: ${error.message}`, error.body);
      throw error;
    }
    if (answer.code !== 0) throw new PlatformError(`可灵: ${answer.message ?? `code ${String(answer.code)}`}`, answer);
    return answer;
  }

  const kindOf = (task: TaskRow) => (task.first_image ? 'image2video' : 'text2video');

  return {
    name: 'keling',

    async submit(_task: TaskRow, input: SubmitInput): Promise<SubmitResult> {
      const params = input.params;
      const body: Record<string, unknown> = {
        model_name: typeof params.model_name === 'string' ? params.model_name : config.model,
        prompt: input.prompt,
        duration: String(params.duration ?? '5'),
        mode: typeof params.mode === 'string' ? params.mode : 'std',
      };
      if (input.firstImage) body.image = imageField(input.firstImage);
      if (input.secondImage) body.image_tail = imageField(input.secondImage);
      if (!input.firstImage) body.aspect_ratio = typeof params.aspect_ratio === 'string' ? params.aspect_ratio : '9:16';
      const answer = await call(`/v1/videos/${input.firstImage ? 'image2video' : 'text2video'}`, body);
      const id = taskIdOf(answer.data?.task_id);
      if (!id) throw new PlatformError('可灵: the answer has no task_id', answer);
      return { platformTaskId: id, response: answer as Record<string, unknown> };
    },

    async query(task: TaskRow): Promise<QueryResult> {
      const answer = await call(`/v1/videos/${kindOf(task)}/${encodeURIComponent(task.platform_task_id ?? '')}`);
      const response = answer as Record<string, unknown>;
      switch (answer.data?.task_status) {
        case 'succeed': {
          const url = answer.data.task_result?.videos?.[0]?.url;
          if (!url) return { state: 'failed', message: '可灵: the finished task has no video', response };
          return { state: 'completed', videoUrl: url, response };
        }
        case 'failed':
          return { state: 'failed', message: `可灵: ${answer.data.task_status_msg || 'generation failed'}`, response };
        default:
          return { state: 'running', response };
      }
    },
  };
}
