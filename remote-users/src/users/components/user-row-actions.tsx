import { useState } from 'react';
import { lazyOnFirstUse } from '@video-admin/shared-ui';
import type { UserPublic } from '@video-admin/shared-ui/contract';
import { RowMenuButton, RowMenuOnFirstUse } from '@video-admin/shared-ui/lists';
import { useUsersTranslation } from '../../i18n';
import { useDeleteUser } from '../api/delete-user';
import { useEndUserSessions } from '../api/end-user-sessions';
import { useUpdateUser } from '../api/update-user';
import type { UserLimits } from '../model/superuser-rule';
import { ConfirmDialog, UserFormDialog } from './lazy-dialogs';

// Fluent's Menu brings its positioning engine (floating-ui), a large part of this screen's code,
// so it is fetched when a row's menu is first used: until then, and while it arrives, the row
// shows a button that looks the same.
const RowMenu = lazyOnFirstUse(() => import('./user-row-menu').then((module) => module.UserRowMenu), {
  fallback: ({ label }) => <RowMenuButton label={label} aria-haspopup="menu" aria-expanded />,
});

type OpenDialog = 'edit' | 'deactivate' | 'endSessions' | 'delete' | null;

export interface UserRowActionsProps {
  user: UserPublic;
  limits: UserLimits;
}

/**
 * A row's actions: edit, deactivate (asked first) or activate, end all sessions (asked first),
 * view the product as the person (the app reloads as them, read-only), delete (asked first). What the rules
 * forbid is disabled in the menu with the reason; the server refuses it too, and its message is
 * shown if it does.
 */
export function UserRowActions({ user, limits }: UserRowActionsProps) {
  const { t, lng } = useUsersTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const edit = useUpdateUser(user.id, 'edit.success', close);
  const deactivate = useUpdateUser(user.id, 'deactivate.success', close);
  const activate = useUpdateUser(user.id, 'activate.success', close);
  const remove = useDeleteUser(user.id, user.email, close);
  const endSessions = useEndUserSessions(user.id, user.email, close);
  const label = t('actions.menu', { email: user.email });

  return (
    <>
      <RowMenuOnFirstUse
        label={label}
        menu={
          <RowMenu
            label={label}
            user={user}
            limits={limits}
            onEdit={() => setDialog('edit')}
            onDeactivate={() => setDialog('deactivate')}
            onActivate={() => activate.mutate({ is_active: true })}
            onEndSessions={() => setDialog('endSessions')}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <UserFormDialog
        open={dialog === 'edit'}
        mode="edit"
        title={t('edit.title', { email: user.email })}
        user={user}
        lastSuperuser={limits.lastSuperuser}
        pending={edit.isPending}
        onSubmit={(changes) => edit.mutate(changes)}
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
        open={dialog === 'endSessions'}
        lang={lng}
        title={t('endSessions.title', { email: user.email })}
        text={[t('endSessions.text')]}
        confirmLabel={t('endSessions.confirm')}
        cancelLabel={t('actions.cancel')}
        danger
        onConfirm={() => endSessions.mutate()}
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
