import { LoadingState } from '@video-admin/shared-ui';
import { BackOfficePage } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import { VideoTasksView } from '../components/video-tasks-view';
import { useVideoTasksStyles } from '../components/video-tasks.styles';
import { TasksLoadFailed } from '../components/tasks-load-failed';

export function VideoTasksPage() {
  const styles = useVideoTasksStyles();
  const { t, lng } = useVideoTasksTranslation();
  return (
    <BackOfficePage
      title={t('title')}
      lang={lng}
      className={styles.page}
      permission="tasks.read"
      loading={<LoadingState label={t('states.loading')} />}
      failed={(error, retry) => <TasksLoadFailed error={error} onRetry={retry} />}
      denied={{ title: t('noPermission.title'), message: t('noPermission.message') }}
    >
      <VideoTasksView />
    </BackOfficePage>
  );
}
