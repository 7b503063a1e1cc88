import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { RowMenuButton, RowMenuOnFirstUse } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';
import type { VideoTaskMenuProps } from './video-task-row-menu';

// Fluent's Menu brings its positioning engine (floating-ui), a large part of this screen's code,
// so it is fetched when a row's menu is first used: until then, and while it arrives, the row
// shows a button that looks the same.
const RowMenu = lazyOnFirstUse(() => import('./video-task-row-menu').then((module) => module.VideoTaskRowMenu), {
  fallback: ({ label, busy = false }) => <RowMenuButton label={label} disabled={busy} aria-haspopup="menu" aria-expanded />,
});

/** The row's actions: view, and edit and delete for those who may. */
export function VideoTaskMenu(props: VideoTaskMenuProps) {
  const { t } = useVideoTasksTranslation();
  const label = t('actions.menu', { id: props.task.task_id });
  return <RowMenuOnFirstUse label={label} disabled={props.busy ?? false} menu={<RowMenu {...props} label={label} />} />;
}
