import type { UserMePublic, VideoTaskList, VideoTaskStats } from '@video-admin/shared-ui/contract';
import { api, apiServer, aUser, callsTo, recordRequests, serveCurrentUser } from '@video-admin/shared-ui/testing';
import { makeStats, makeTask } from './video-task-fixtures';

export interface VideoTasksReplies {
  /** Whether the signed-in user may see the screen. */
  superuser?: boolean;
  /** The signed-in user instead (a person with roles). */
  user?: UserMePublic;
  list?: VideoTaskList;
  stats?: VideoTaskStats;
}

/**
 * The calls the screen makes as it opens (the signed-in user, the list, the stats and the saved views), answered
 * with canned data, and every request recorded from then on. A test answers a call its own way
 * with `apiServer.use(...)`, whose handlers come first.
 */
export function serveVideoTasks({
  superuser = true,
  user,
  list = { data: [makeTask()], count: 1 },
  stats = makeStats(),
}: VideoTasksReplies = {}) {
  const requests = recordRequests();
  serveCurrentUser(user ?? aUser({ id: 'u-1', email: 'admin@example.com', full_name: 'Admin', is_superuser: superuser }));
  apiServer.use(
    // The person's saved views of the list: none unless a test says otherwise (the views bar's own tests are in shared-ui).
    api.get('/api/v1/users/me/views/', ({ response }) => response(200).json({ data: [], count: 0 })),
    api.get('/api/backend/video-tasks/', ({ response }) => response(200).json(list)),
    api.get('/api/backend/video-tasks/stats/summary', ({ response }) => response(200).json(stats)),
  );
  const listRequests = () => callsTo(requests, 'GET /api/backend/video-tasks/');
  const statsRequests = () => callsTo(requests, 'GET /api/backend/video-tasks/stats/summary');
  /** The query string of the latest list call, as an object. */
  const lastListQuery = () => Object.fromEntries(new URLSearchParams(listRequests().at(-1)?.url.split('?')[1] ?? ''));
  return { requests, listRequests, statsRequests, lastListQuery };
}
