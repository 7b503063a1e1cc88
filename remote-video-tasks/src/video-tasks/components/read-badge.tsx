import { Badge } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';

/** 已读 / 未读: whether the end user has seen the finished video. */
export function ReadBadge({ isRead }: { isRead: boolean }) {
  const { t } = useVideoTasksTranslation();
  return (
    <Badge appearance={isRead ? 'outline' : 'filled'} color={isRead ? 'subtle' : 'important'} shape="rounded">
      {t(isRead ? 'read.read' : 'read.unread')}
    </Badge>
  );
}
