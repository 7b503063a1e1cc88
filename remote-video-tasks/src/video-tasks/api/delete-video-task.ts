import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorDetail, http, useAppToast, useCommonTranslation } from '@video-admin/shared-ui';
import type { Message } from '@video-admin/shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';
import { videoTaskKeys } from './video-task-keys';

export function deleteVideoTask(taskId: number): Promise<Message> {
  return http.delete<Message>(`/api/backend/video-tasks/${taskId}`);
}

export function useDeleteVideoTask() {
  const { t } = useVideoTasksTranslation();
  const { t: common } = useCommonTranslation();
  const toast = useAppToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVideoTask,
    onSuccess: (_, taskId) => {
      toast.show('success', t('toast.deleted'), t('toast.deletedDetail', { id: taskId }));
      queryClient.removeQueries({ queryKey: videoTaskKeys.detail(taskId) });
      return queryClient.invalidateQueries({ queryKey: videoTaskKeys.all });
    },
    onError: (error) => toast.show('error', t('toast.deleteFailed'), errorDetail(error, common('toast.genericError'))),
  });
}
