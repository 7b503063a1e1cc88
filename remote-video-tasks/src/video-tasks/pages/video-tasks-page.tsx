import { Title2 } from '@fluentui/react-components';
import { LoadingState, SuperuserGate } from 'shared-ui';
import { useVideoTasksTranslation } from '../../i18n';
import { VideoTasksView } from '../components/video-tasks-view';
import { useVideoTasksStyles } from '../components/video-tasks.styles';
import { TasksLoadFailed } from '../components/tasks-load-failed';

export function VideoTasksPage() {
  const styles = useVideoTasksStyles();
  const { t, lng } = useVideoTasksTranslation();
  return (
    // Its own language: in the default mix it differs from the page's.
    <div className={styles.page} lang={lng}>
      <Title2 as="h1" className={styles.heading}>
        {t('title')}
      </Title2>
      <SuperuserGate
        permission="tasks.read"
        loading={<LoadingState label={t('states.loading')} />}
        failed={(error, retry) => <TasksLoadFailed error={error} onRetry={retry} />}
        denied={{ title: t('noPermission.title'), message: t('noPermission.message') }}
      >
        <VideoTasksView />
      </SuperuserGate>
    </div>
  );
}
