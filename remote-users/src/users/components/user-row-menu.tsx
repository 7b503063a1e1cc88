import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { PersonProhibitedRegular } from '@fluentui/react-icons/svg/person-prohibited';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { RowMenuButton } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { useStartViewAs } from '../api/start-view-as';
import type { UserLimits } from '../model/superuser-rule';

export interface UserRowMenuProps {
  /** Its button's name. */
  label: string;
  user: UserPublic;
  limits: UserLimits;
  onEdit: () => void;
  onDeactivate: () => void;
  onActivate: () => void;
  onEndSessions: () => void;
  onDelete: () => void;
}

/**
 * The row's actions, opened as it mounts (it mounts on the first use of the row's menu button).
 * What the rules forbid (the last active superuser, oneself) stays in the menu, disabled, with the
 * reason under it.
 */
export function UserRowMenu({ label, user, limits, onEdit, onDeactivate, onActivate, onEndSessions, onDelete }: UserRowMenuProps) {
  const { t, lng } = useUsersTranslation();
  // Here, in the menu's own chunk, not with the row: the list's first load does without it.
  const viewAs = useStartViewAs();
  return (
    <Menu defaultOpen>
      <MenuTrigger disableButtonEnhancement>
        <RowMenuButton label={label} />
      </MenuTrigger>
      <MenuPopover lang={lng}>
        <MenuList>
          <MenuItem icon={<EditRegular />} onClick={onEdit}>
            {t('actions.edit')}
          </MenuItem>
          {user.is_active ? (
            <MenuItem
              icon={<PersonProhibitedRegular />}
              disabled={limits.lastSuperuser}
              subText={limits.lastSuperuser ? t('rules.lastSuperuser') : undefined}
              onClick={onDeactivate}
            >
              {t('actions.deactivate')}
            </MenuItem>
          ) : (
            <MenuItem icon={<CheckmarkCircleRegular />} onClick={onActivate}>
              {t('actions.activate')}
            </MenuItem>
          )}
          <MenuItem icon={<SignOutRegular />} onClick={onEndSessions}>
            {t('actions.endSessions')}
          </MenuItem>
          {user.is_active && !user.is_superuser ? (
            <MenuItem icon={<EyeRegular />} onClick={() => viewAs.mutate({ user_id: user.id })}>
              {t('actions.viewAs')}
            </MenuItem>
          ) : null}
          <MenuItem
            icon={<DeleteRegular />}
            disabled={limits.deleteBlocked !== null}
            subText={limits.deleteBlocked ? t(`rules.${limits.deleteBlocked}`) : undefined}
            onClick={onDelete}
          >
            {t('actions.delete')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
