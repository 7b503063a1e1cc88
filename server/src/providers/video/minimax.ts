import type { MinimaxConfig } from '../../config.js';
import { RemoteError, httpJson } from '../../lib/http-client.js';
import type { TaskRow } from '../../db/rows.js';
import { PlatformError, dataUri, type QueryResult, type SubmitInput, type SubmitResult, type VideoPlatform, taskIdOf } from './platform.js';

interface BaseResp {
  status_code?: number;
  status_msg?: string;
}

interface MinimaxAnswer {
  task_id?: string;
  status?: string;
  file_id?: string | number;
  file?: { file_id?: string | number; download_url?: string };
  base_resp?: BaseResp;
}

/**
 * MiniMax (Hailuo) video generation: bearer API key; POST /v1/video_generation answers
 * {task_id, base_resp: {status_code: 0}}; GET /v1/query/video_generation?task_id= reports
 * Preparing | Queueing | Processing | Success (file_id) | Fail; the video's address comes from
 * GET /v1/files/retrieve?file_id= (file.download_url).
 */
export function createMinimaxPlatform(config: MinimaxConfig, timeoutMs: number): VideoPlatform {
  async function call(path: string, json?: unknown): Promise<MinimaxAnswer> {
    let answer: MinimaxAnswer;
    try {
      answer = await httpJson<MinimaxAnswer>(`${config.baseUrl}${path}`, {
        method: json === undefined ? 'GET' : 'POST',
        json,
        headers: { authorization: `Bearer ${config.apiKey}` },
        timeoutMs,
      });
    } catch (error) {
      if (error instanceof RemoteError) throw new PlatformError(`MiniMax: ${error.message}`, error.body);
      throw error;
    }
    const code = answer.base_resp?.status_code ?? 0;
    if (code !== 0) throw new PlatformError(`MiniMax: ${answer.base_resp?.status_msg ?? `status ${code}`}`, answer);
    return answer;
  }

  return {
    name: 'minimax',

    async submit(_task: TaskRow, input: SubmitInput): Promise<SubmitResult> {
      const body: Record<string, unknown> = {
        model: typeof input.params.model === 'string' ? input.params.model : config.model,
        prompt: input.prompt,
        duration: typeof input.params.duration === 'number' ? input.params.duration : 6,
        resolution: typeof input.params.resolution === 'string' ? input.params.resolution : '768P',
      };
      if (input.firstImage) body.first_frame_image = 'url' in input.firstImage ? input.firstImage.url : dataUri(input.firstImage);
      if (input.secondImage) body.last_frame_image = 'url' in input.secondImage ? input.secondImage.url : dataUri(input.secondImage);
      const answer = await call('/v1/video_generation', body);
      const id = taskIdOf(answer.task_id);
      if (!id) throw new PlatformError('MiniMax: the answer has no task_id', answer);
      return { platformTaskId: id, response: answer as Record<string, unknown> };
    },

    async query(task: TaskRow): Promise<QueryResult> {
      const answer = await call(`/v1/query/video_generation?task_id=${encodeURIComponent(task.platform_task_id ?? '')}`);
      const response = answer as Record<string, unknown>;
      if (answer.status === 'Fail')
        return { state: 'failed', message: `MiniMax: ${answer.base_resp?.status_msg || 'generation failed'}`, response };
      if (answer.status !== 'Success') return { state: 'running', response };
      if (answer.file_id === undefined || answer.file_id === '')
        return { state: 'failed', message: 'MiniMax: the finished task has no file_id', response };
      const file = await call(`/v1/files/retrieve?file_id=${encodeURIComponent(String(answer.file_id))}`);
      const url = file.file?.download_url;
      if (!url) throw new PlatformError('MiniMax: the file has no download_url', file);
      return { state: 'completed', videoUrl: url, response: { ...response, file: file.file } };
    },
  };
}
