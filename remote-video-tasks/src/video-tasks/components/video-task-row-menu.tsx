import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import type { VideoTask } from '@video-admin/shared-ui/contract';
import { RowMenuButton } from '@video-admin/shared-ui/lists';
import { useVideoTasksTranslation } from '../../i18n';

export interface VideoTaskMenuProps {
  task: VideoTask;
  onView: (task: VideoTask) => void;
  /** Without it, no 编辑 (the person may not edit tasks). */
  onEdit?: (task: VideoTask) => void;
  /** Without it, no 删除 (the person may not delete tasks). */
  onDelete?: (task: VideoTask) => void;
  /** While this task is being deleted. */
  busy?: boolean;
}

/**
 * The row's actions, opened as it mounts (it mounts on the first use of the row's menu button).
 * Fluent's Menu gives arrow-key navigation, Escape and focus return. `label` names its button.
 */
export function VideoTaskRowMenu({ label, task, onView, onEdit, onDelete, busy = false }: VideoTaskMenuProps & { label: string }) {
  const { t, lng } = useVideoTasksTranslation();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <RowMenuButton label={label} disabled={busy} />
      </MenuTrigger>
      <MenuPopover lang={lng}>
        <MenuList>
          <MenuItem icon={<EyeRegular />} onClick={() => onView(task)}>
            {t('actions.view')}
          </MenuItem>
          {onEdit ? (
            <MenuItem icon={<EditRegular />} onClick={() => onEdit(task)}>
              {t('actions.edit')}
            </MenuItem>
          ) : null}
          {onDelete ? (
            <MenuItem icon={<DeleteRegular />} onClick={() => onDelete(task)}>
              {t('actions.delete')}
            </MenuItem>
          ) : null}
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
