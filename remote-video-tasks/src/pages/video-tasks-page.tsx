import { Title2 } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../i18n';

// Screen title only for now: the screen itself comes with its own issue.
export function VideoTasksPage() {
  const { t } = useVideoTasksTranslation();
  return <Title2 as="h1">{t('title')}</Title2>;
}
