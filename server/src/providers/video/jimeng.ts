import type { JimengConfig } from '../../config.js';
import { RemoteError, httpJson } from '../../lib/http-client.js';
import type { TaskRow } from '../../db/rows.js';
import { PlatformError, type QueryResult, type SubmitInput, type SubmitResult, type VideoPlatform, taskIdOf } from './platform.js';
import { signVolcengine } from './volcengine-sign.js';

interface JimengAnswer {
  code?: number;
  message?: string;
  request_id?: string;
  data?: { task_id?: string; status?: string; video_url?: string } | null;
}

const VERSION = '2022-08-31';
const OK = 10000;

/**
 * 即梦 (Jimeng) video generation on Volcengine's visual API: requests signed with the access
 * key pair (HMAC-SHA256, service cv); Action=CVSync2AsyncSubmitTask with a req_key (image to
 * video when the task has a picture, text to video otherwise) answers {code: 10000, data:
 * {task_id}}; Action=CVSync2AsyncGetResult reports in_queue | generating | done (video_url) |
 * not_found | expired.
 */
export function createJimengPlatform(config: JimengConfig, timeoutMs: number): VideoPlatform {
  const base = new URL(config.baseUrl);
  const path = `${base.pathname.replace(/\/+$/, '')}/`;

  async function call(action: string, payload: Record<string, unknown>): Promise<JimengAnswer> {
    const body = JSON.stringify(payload);
    const query = { Action: action, Version: VERSION };
    const headers = signVolcengine({
      method: 'POST',
      host: base.host,
      path,
      query,
      body,
      accessKey: config.accessKey,
      secretKey: config.secretKey,
      region: config.region,
      service: config.service,
    });
    const url = `${base.origin}${path}?${new URLSearchParams(query).toString()}`;
    let answer: JimengAnswer;
    try {
      // Host is set by fetch from the URL; the signed value is the same.
      const { host: _host, ...sent } = headers;
      answer = await httpJson<JimengAnswer>(url, { method: 'POST', body, headers: sent, timeoutMs });
    } catch (error) {
      if (error instanceof RemoteError) throw new PlatformError(`即梦: ${error.message}`, error.body);
      throw error;
    }
    if (answer.code !== OK) throw new PlatformError(`即梦: ${answer.message ?? `code ${String(answer.code)}`}`, answer);
    return answer;
  }

  const reqKeyOf = (task: TaskRow) => (task.first_image ? config.reqKeyImage : config.reqKeyText);

  return {
    name: 'jimeng',

    async submit(task: TaskRow, input: SubmitInput): Promise<SubmitResult> {
      const payload: Record<string, unknown> = {
        req_key: typeof input.params.req_key === 'string' ? input.params.req_key : reqKeyOf(task),
        prompt: input.prompt,
        seed: -1,
        frames: typeof input.params.frames === 'number' ? input.params.frames : 121,
      };
      if (input.firstImage) {
        if ('url' in input.firstImage) payload.image_urls = [input.firstImage.url];
        else payload.binary_data_base64 = [input.firstImage.base64];
      } else {
        payload.aspect_ratio = typeof input.params.aspect_ratio === 'string' ? input.params.aspect_ratio : '9:16';
      }
      const answer = await call('CVSync2AsyncSubmitTask', payload);
      const id = taskIdOf(answer.data?.task_id);
      if (!id) throw new PlatformError('即梦: the answer has no task_id', answer);
      return { platformTaskId: id, response: { ...answer, req_key: payload.req_key } as Record<string, unknown> };
    },

    async query(task: TaskRow): Promise<QueryResult> {
      const reqKey = typeof task.create_task_rsp?.req_key === 'string' ? task.create_task_rsp.req_key : reqKeyOf(task);
      const answer = await call('CVSync2AsyncGetResult', { req_key: reqKey, task_id: task.platform_task_id });
      const response = answer as Record<string, unknown>;
      switch (answer.data?.status) {
        case 'done':
          if (!answer.data.video_url) return { state: 'failed', message: '即梦: the finished task has no video', response };
          return { state: 'completed', videoUrl: answer.data.video_url, response };
        case 'not_found':
        case 'expired':
          return { state: 'failed', message: `即梦: task ${answer.data.status}`, response };
        default:
          return { state: 'running', response };
      }
    },
  };
}
