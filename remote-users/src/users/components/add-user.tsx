import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { PersonAddRegular } from '@fluentui/react-icons/svg/person-add';
import { useState } from 'react';
import { useUsersTranslation } from '../../i18n';
import { useCreateUser } from '../api/create-user';
import { EMPTY_USER, newUserBody } from '../model/user-form';
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
        initialValues={EMPTY_USER}
        pending={create.isPending}
        onSubmit={(values, mode) => create.mutate(newUserBody(mode, values))}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
