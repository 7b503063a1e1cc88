import { Badge, makeStyles, type BadgeProps } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';
import { statusLabel, statusName, type TaskStatusName } from '../model/task-status';

const COLORS: Record<TaskStatusName, BadgeProps['color']> = {
  pending: 'warning',
  running: 'brand',
  completed: 'success',
  failed: 'danger',
  unknown: 'subtle',
};

// A badge is one line tall: a narrow column must never wrap its text a character per line.
export const useBadgeTextStyles = makeStyles({ oneLine: { whiteSpace: 'nowrap', flexShrink: 0 } });

/** 待处理 / 处理中 / 已完成 / 失败, or 未知状态 for any other value. */
export function TaskStatusBadge({ status }: { status: number }) {
  const { t, lng } = useVideoTasksTranslation();
  const styles = useBadgeTextStyles();
  const name = statusName(status);
  return (
    <Badge className={styles.oneLine} appearance="tint" color={COLORS[name]} shape="rounded">
      {statusLabel(status, lng) ?? t('status.unknown')}
    </Badge>
  );
}
