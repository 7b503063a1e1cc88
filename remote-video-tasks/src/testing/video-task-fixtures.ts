import { mockFetch, type RecordedRequest } from 'shared-ui/testing';
import type { UserPublic } from 'shared-ui';
import type { VideoTask, VideoTaskList, VideoTaskStats } from '../api/video-task';

export const SUPERUSER: UserPublic = { id: 'u-1', email: 'admin@example.com', full_name: 'Admin', is_active: true, is_superuser: true };

export function makeTask(overrides: Partial<VideoTask> = {}): VideoTask {
  return {
    task_id: 1,
    template_id: 10,
    original_template_id: null,
    user_id: 100,
    platform: 'keling',
    platform_task_id: 'kl-1',
    task_status: 3,
    is_read: false,
    video_url: 'https://cdn.example.com/v/1.mp4',
    first_image: 'https://cdn.example.com/i/1a.png',
    second_image: null,
    merged_image: null,
    create_task_params: null,
    create_task_rsp: null,
    query_task_rsp: null,
    created_at: '2026-11-22T08:15:00Z',
    updated_at: '2026-11-22T08:16:00Z',
    ...overrides,
  };
}

export function makeStats(overrides: Partial<VideoTaskStats> = {}): VideoTaskStats {
  return {
    status_stats: { total: 200, pending: 12, running: 8, completed: 150, failed: 30, unread: 77 },
    platform_stats: { keling: 90, jimeng: 70, minimax: 40 },
    ...overrides,
  };
}

type Reply = { status?: number; body?: unknown };

export interface VideoTaskApi {
  user?: UserPublic;
  list?: VideoTaskList | ((request: RecordedRequest) => Reply | Promise<Reply>);
  stats?: VideoTaskStats | ((request: RecordedRequest) => Reply | Promise<Reply>);
  extra?: Parameters<typeof mockFetch>[0];
}

/** The calls the screen makes, answered with canned data; the requests are recorded. */
export function mockVideoTaskApi({ user = SUPERUSER, list = { data: [makeTask()], count: 1 }, stats = makeStats(), extra = {} }: VideoTaskApi = {}) {
  const mock = mockFetch({
    'GET /api/v1/users/me': { body: user },
    'GET /api/backend/video-tasks/': typeof list === 'function' ? list : { body: list },
    'GET /api/backend/video-tasks/stats/summary': typeof stats === 'function' ? stats : { body: stats },
    ...extra,
  });
  const listRequests = () => mock.requests.filter((r) => r.method === 'GET' && r.url.startsWith('/api/backend/video-tasks/?'));
  const statsRequests = () => mock.requests.filter((r) => r.url === '/api/backend/video-tasks/stats/summary');
  /** The query string of the latest list call, as an object. */
  const lastListQuery = () => Object.fromEntries(new URLSearchParams(listRequests().at(-1)?.url.split('?')[1] ?? ''));
  return { ...mock, listRequests, statsRequests, lastListQuery };
}
