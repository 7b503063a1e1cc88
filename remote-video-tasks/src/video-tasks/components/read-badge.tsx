import { Badge } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';
import { useBadgeTextStyles } from './task-status-badge';

/** 已读 / 未读: whether the end user has seen the finished video. */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useVideoTasksTranslation();
  const styles = useBadgeTextStyles();
  return (
    // Unread is the one that asks for attention; read recedes.
    <Badge className={styles.oneLine} appearance={isRead ? 'tint' : 'filled'} color={isRead ? 'informative' : 'brand'} shape="rounded">
      {t(isRead ? 'read.read' : 'read.unread')}
    </Badge>
  );
}
