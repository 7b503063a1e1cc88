import { Caption1, Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useUsersTranslation } from '../../i18n';
import type { Role } from '../model/roles';

/** Every role one can view the product as, in the server's order. */
export const VIEWABLE_ROLES: readonly Role[] = [
  'template_reviewer',
  'template_publisher',
  'task_operator',
  'viewer',
  'release_manager',
  'developer',
];

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  hint: { color: tokens.colorNeutralForeground3 },
});

export interface ViewAsRoleDialogProps {
  open: boolean;
  pending: boolean;
  onView: (role: Role) => void;
  onClose: () => void;
}

/** Picks the role to view the product as (read-only, until ended from the bar the app then shows). */
export function ViewAsRoleDialog({ open, pending, onView, onClose }: ViewAsRoleDialogProps) {
  const { t, lng } = useUsersTranslation();
  const styles = useStyles();
  const [role, setRole] = useState<Role>(VIEWABLE_ROLES[0]!);
  useEffect(() => {
    if (!open) setRole(VIEWABLE_ROLES[0]!);
  }, [open]);

  return (
    <DialogFrame open={open} onClose={onClose} lang={lng}>
      <FormDialogPanel
        title={t('viewAs.title')}
        onSubmit={(event) => {
          event.preventDefault();
          onView(role);
        }}
        onCancel={onClose}
        pending={pending}
        cancelLabel={t('actions.cancel')}
        saveLabel={t('viewAs.confirm')}
        contentClassName={styles.content}
      >
        <Field label={t('viewAs.role')}>
          <RadioGroup value={role} onChange={(_, data) => setRole(data.value as Role)}>
            {VIEWABLE_ROLES.map((each) => (
              <Radio key={each} value={each} label={t(`roles.${each}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Caption1 className={styles.hint}>{t('viewAs.hint')}</Caption1>
      </FormDialogPanel>
    </DialogFrame>
  );
}
