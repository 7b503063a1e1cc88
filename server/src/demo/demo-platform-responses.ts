import type { SeededRandom } from './seeded-random.js';

/** What each platform answered for a failed demo task. */
export const FAILURES: Record<string, string[]> = {
  keling: ['可灵: 图片内容审核未通过，请更换参考图', '可灵: 任务生成超时', '可灵: 账户余额不足'],
  jimeng: ['即梦: Risk Not Pass（输入内容未通过审核）', '即梦: task expired', '即梦: 请求频率超限，请稍后再试'],
  minimax: ['MiniMax: 输入内容涉及敏感内容', 'MiniMax: 生成视频涉及敏感内容', 'MiniMax: 参数错误，first_frame_image 无法下载'],
};

/** What each platform answers when a task is created, once it is done and while it runs. */
export function platformResponses(platform: string, id: string, videoUrl: string | null, rng: SeededRandom) {
  const requestId = `${rng.digits(8)}-${rng.digits(4)}-${rng.digits(4)}`;
  const note = '演示数据：没有提交到平台，后台执行器不处理这条任务';
  if (platform === 'keling') {
    return {
      create: { demo: true, note, code: 0, message: 'SUCCEED', request_id: requestId, data: { task_id: id, task_status: 'submitted' } },
      done: {
        demo: true,
        code: 0,
        message: 'SUCCEED',
        request_id: requestId,
        data: { task_id: id, task_status: 'succeed', task_result: { videos: [{ id: rng.digits(18), url: videoUrl, duration: '5.1' }] } },
      },
      running: { demo: true, code: 0, message: 'SUCCEED', data: { task_id: id, task_status: 'processing' } },
    };
  }
  if (platform === 'jimeng') {
    return {
      create: { demo: true, note, code: 10000, message: 'Success', request_id: requestId, data: { task_id: id } },
      done: { demo: true, code: 10000, message: 'Success', request_id: requestId, data: { status: 'done', video_url: videoUrl } },
      running: { demo: true, code: 10000, message: 'Success', data: { status: 'generating' } },
    };
  }
  return {
    create: { demo: true, note, task_id: id, base_resp: { status_code: 0, status_msg: 'success' } },
    done: {
      demo: true,
      task_id: id,
      status: 'Success',
      file_id: rng.digits(15),
      file: { download_url: videoUrl },
      base_resp: { status_code: 0, status_msg: 'success' },
    },
    running: { demo: true, task_id: id, status: 'Processing', base_resp: { status_code: 0, status_msg: 'success' } },
  };
}
