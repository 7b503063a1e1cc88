import { Button, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { forwardRef, useState } from 'react';
import { lazyOnFirstUse } from 'shared-ui';
import { useVideoTasksTranslation } from '../../i18n';
import type { VideoTask } from '../api/video-task';

export interface VideoTaskMenuProps {
  task: VideoTask;
  onView: (task: VideoTask) => void;
  onEdit: (task: VideoTask) => void;
  onDelete: (task: VideoTask) => void;
  /** While this task is being deleted. */
  busy?: boolean;
}

/** The row's "more" button: the same before and after the menu's code has arrived. */
export const MenuButton = forwardRef<HTMLButtonElement, { task: VideoTask; busy: boolean } & ButtonProps>(function MenuButton(
  { task, busy, ...props },
  ref,
) {
  const { t } = useVideoTasksTranslation();
  // The entry that opened a dialog is gone when it closes: focus comes back to the menu button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button
      {...props}
      ref={ref}
      appearance="subtle"
      icon={<MoreHorizontalRegular />}
      aria-label={t('actions.menu', { id: task.task_id })}
      disabled={busy}
      {...restoreFocusTarget}
    />
  );
});

// Fluent's Menu brings its positioning engine (floating-ui), about a third of this screen's code,
// so it is fetched when a row's menu is first used: until then, and while it arrives, the row
// shows a button that looks the same.
const RowMenu = lazyOnFirstUse(() => import('./video-task-row-menu').then((module) => module.VideoTaskRowMenu), {
  fallback: ({ task, busy = false }) => <MenuButton task={task} busy={busy} aria-haspopup="menu" aria-expanded />,
});

/** The row's actions: view, edit, delete. */
export function VideoTaskMenu(props: VideoTaskMenuProps) {
  const [used, setUsed] = useState(false);
  if (used) return <RowMenu {...props} />;
  return (
    <MenuButton
      task={props.task}
      busy={props.busy ?? false}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setUsed(true)}
      // As Fluent's MenuTrigger does: the down arrow opens a menu too.
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setUsed(true);
        }
      }}
    />
  );
}
