import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail, http, useAppToast, useCommonTranslation } from '@video-admin/shared-ui';
import type { VideoTask, VideoTaskUpdate } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { videoTaskKeys } from './video-task-keys';

export interface UpdateVideoTaskVariables {
  taskId: number;
  changes: VideoTaskUpdate;
}

export function updateVideoTask({ taskId, changes }: UpdateVideoTaskVariables): Promise<VideoTask> {
  return http.put<VideoTask>(`/api/backend/video-tasks/${taskId}`, { json: changes });
}

export function useUpdateVideoTask(onUpdated: (task: VideoTask) => void) {
  const { t } = useVideoTasksTranslation();
  const { t: common } = useCommonTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVideoTask,
    onSuccess: (task) => {
      toast.show('success', t('toast.updated'), t('toast.updatedDetail', { id: task.task_id }));
      onUpdated(task);
      queryClient.setQueryData(videoTaskKeys.detail(task.task_id), task);
      // The status and read flag also move the stats' counts; returned so the mutation stays
      // pending until the screen shows the change.
      return queryClient.invalidateQueries({ queryKey: videoTaskKeys.all });
    },
    onError: (error) => toast.show('error', t('toast.updateFailed'), errorDetail(error, common('toast.genericError'))),
  });
}
