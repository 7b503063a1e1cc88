import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { useState } from 'react';
import { useUsersTranslation } from '../../i18n';
import { useCreateUser } from '../api/create-user';
import { UserFormDialog } from './lazy-dialogs';

/** 添加用户 / Add user: by invitation (the person sets their password from a mailed link) or with a password. */
export function AddUser() {
  const { t } = useUsersTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateUser(() => setOpen(false));
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Button appearance="primary" icon={<PersonAddRegular />} onClick={() => setOpen(true)} {...restoreFocusTarget}>
        {t('add.button')}
      </Button>
      <UserFormDialog
        open={open}
        mode="add"
        title={t('add.title')}
        pending={create.isPending}
        onSubmit={(body) => create.mutate(body)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
