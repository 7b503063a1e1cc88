import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, useRestoreFocusTarget } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons/svg/checkmark-circle';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { MoreHorizontalRegular } from '@fluentui/react-icons/svg/more-horizontal';
import { PersonProhibitedRegular } from '@fluentui/react-icons/svg/person-prohibited';
import { useState } from 'react';
import type { UserPublic } from 'shared-ui/contract';
import { useUsersTranslation } from '../../i18n';
import { useDeleteUser } from '../api/delete-user';
import { useUpdateUser } from '../api/update-user';
import { formValuesOf, userChanges } from '../model/user-form';
import type { UserLimits } from '../model/superuser-rule';
import { ConfirmDialog, UserFormDialog } from './lazy-dialogs';

type OpenDialog = 'edit' | 'deactivate' | 'delete' | null;

export interface UserRowActionsProps {
  user: UserPublic;
  limits: UserLimits;
}

/**
 * A row's menu: edit, deactivate (asked first) or activate, delete (asked first). What the rules
 * forbid (the last active superuser, oneself) stays in the menu, disabled, with the reason under it;
 * the server refuses it too, and its message is shown if it does.
 */
export function UserRowActions({ user, limits }: UserRowActionsProps) {
  const { t, lng } = useUsersTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const edit = useUpdateUser(user.id, 'edit.success', close);
  const deactivate = useUpdateUser(user.id, 'deactivate.success', close);
  const activate = useUpdateUser(user.id, 'activate.success', close);
  const remove = useDeleteUser(user.id, user.email, close);
  const restoreFocusTarget = useRestoreFocusTarget();
  const lastSuperuserHint = limits.lastSuperuser ? t('rules.lastSuperuser') : undefined;
  const deleteHint = limits.deleteBlocked ? t(`rules.${limits.deleteBlocked}`) : undefined;

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button
            appearance="subtle"
            icon={<MoreHorizontalRegular />}
            aria-label={t('actions.menu', { email: user.email })}
            {...restoreFocusTarget}
          />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<EditRegular />} onClick={() => setDialog('edit')}>
              {t('actions.edit')}
            </MenuItem>
            {user.is_active ? (
              <MenuItem
                icon={<PersonProhibitedRegular />}
                disabled={limits.lastSuperuser}
                subText={lastSuperuserHint}
                onClick={() => setDialog('deactivate')}
              >
                {t('actions.deactivate')}
              </MenuItem>
            ) : (
              <MenuItem icon={<CheckmarkCircleRegular />} onClick={() => activate.mutate({ is_active: true })}>
                {t('actions.activate')}
              </MenuItem>
            )}
            <MenuItem
              icon={<DeleteRegular />}
              disabled={limits.deleteBlocked !== null}
              subText={deleteHint}
              onClick={() => setDialog('delete')}
            >
              {t('actions.delete')}
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
      <UserFormDialog
        open={dialog === 'edit'}
        mode="edit"
        title={t('edit.title', { email: user.email })}
        initialValues={formValuesOf(user)}
        lastSuperuser={limits.lastSuperuser}
        pending={edit.isPending}
        onSubmit={(values) => {
          const changes = userChanges(user, values);
          if (Object.keys(changes).length === 0) close();
          else edit.mutate(changes);
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog === 'deactivate'}
        lang={lng}
        title={t('deactivate.title', { email: user.email })}
        text={[t('deactivate.text')]}
        confirmLabel={t('deactivate.confirm')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={() => deactivate.mutate({ is_active: false })}
        onCancel={close}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        lang={lng}
        title={t('delete.title', { email: user.email })}
        text={[t('delete.text')]}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={() => remove.mutate()}
        onCancel={close}
      />
    </>
  );
}
