import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { EyeRegular } from '@fluentui/react-icons/svg/eye';
import { useState } from 'react';
import { lazyOnFirstUse } from '@video-admin/shared-ui';
import { useUsersTranslation } from '../../i18n';

// The dialog (Fluent's Dialog and RadioGroup, its texts, the call) is fetched when it is first opened.
const ViewAsRoleDialog = lazyOnFirstUse(() => import('./view-as-role-dialog').then((module) => module.ViewAsRoleDialog), {
  isOpen: (props) => props.open,
});

/** 以角色身份查看 / View as a role: a superuser sees the product as a person holding only that role would, read-only. */
export function ViewAsRoleButton() {
  const { t } = useUsersTranslation();
  const [open, setOpen] = useState(false);
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <>
      <Button icon={<EyeRegular />} onClick={() => setOpen(true)} {...restoreFocusTarget}>
        {t('viewAs.roleButton')}
      </Button>
      <ViewAsRoleDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
