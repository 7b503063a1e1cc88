import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, useRestoreFocusTarget } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
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

/** The row's actions; Fluent's Menu gives arrow-key navigation, Escape and focus return. */
export function VideoTaskMenu({ task, onView, onEdit, onDelete, busy = false }: VideoTaskMenuProps) {
  const { t } = useVideoTasksTranslation();
  // The entry that opened a dialog is gone when it closes: focus comes back to the menu button.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t('actions.menu', { id: task.task_id })} disabled={busy} {...restoreFocusTarget} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem icon={<EyeRegular />} onClick={() => onView(task)}>
            {t('actions.view')}
          </MenuItem>
          <MenuItem icon={<EditRegular />} onClick={() => onEdit(task)}>
            {t('actions.edit')}
          </MenuItem>
          <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(task)}>
            {t('actions.delete')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
