import { Title2 } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';
import { SuperuserGate } from '../components/superuser-gate';
import { VideoTasksView } from '../components/video-tasks-view';
import { useVideoTasksStyles } from '../components/video-tasks.styles';

export function VideoTasksPage() {
  const styles = useVideoTasksStyles();
  const { t, lng } = useVideoTasksTranslation();
  return (
    // Its own language: in the default mix it differs from the page's.
    <div className={styles.page} lang={lng}>
      <Title2 as="h1" className={styles.heading}>
        {t('title')}
      </Title2>
      <SuperuserGate>
        <VideoTasksView />
      </SuperuserGate>
    </div>
  );
}
