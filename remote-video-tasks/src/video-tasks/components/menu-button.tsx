import { Button, useRestoreFocusTarget, type ButtonProps } from '@fluentui/react-components';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { forwardRef } from 'react';
import type { VideoTask } from 'shared-ui/contract';
import { useVideoTasksTranslation } from '../../i18n';

export type MenuButtonProps = { task: VideoTask; busy: boolean } & ButtonProps;

/** The row's "more" button: the same before and after the menu's code has arrived. */
export const MenuButton = forwardRef<HTMLButtonElement, MenuButtonProps>(function MenuButton({ task, busy, ...props }, ref) {
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
