import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '@video-admin/shared-ui';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { videoTaskKeys } from './video-task-keys';

export function getVideoTask(taskId: number, signal?: AbortSignal): Promise<VideoTask> {
  return http.get<VideoTask>(`/api/backend/video-tasks/${taskId}`, { signal });
}

export function videoTaskQueryOptions(taskId: number) {
  return queryOptions({
    queryKey: videoTaskKeys.detail(taskId),
    queryFn: ({ signal }) => getVideoTask(taskId, signal),
  });
}

/** The task as the server holds it now; the row it was opened from shows until that arrives. */
export function useVideoTask(task: VideoTask) {
  return useQuery({ ...videoTaskQueryOptions(task.task_id), placeholderData: task });
}
