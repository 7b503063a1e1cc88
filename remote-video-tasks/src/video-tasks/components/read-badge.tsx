import { Badge } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';

/** 已读 / 未读: whether the end user has seen the finished video. */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useVideoTasksTranslation();
  return (
    // Unread is the one that asks for attention; read recedes.
    <Badge appearance={isRead ? 'tint' : 'filled'} color={isRead ? 'informative' : 'brand'} shape="rounded">
      {t(isRead ? 'read.read' : 'read.unread')}
    </Badge>
  );
}
