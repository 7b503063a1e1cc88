import { Caption1, Field, Radio, RadioGroup, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { DialogFrame, FormDialogPanel } from '@video-admin/shared-ui/dialogs';
import { useUsersTranslation } from '../../i18n';
import { useStartViewAs } from '../api/start-view-as';
import { useViewAsTranslation } from '../view-as-texts';
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
  onClose: () => void;
}

/**
 * Picks the role to view the product as (read-only, until ended from the bar the app then shows)
 * and starts it: the app reloads as that role.
 */
export function ViewAsRoleDialog({ open, onClose }: ViewAsRoleDialogProps) {
  const { t: screenT, lng } = useUsersTranslation();
  const { t } = useViewAsTranslation();
  const start = useStartViewAs();
  const styles = useStyles();
  const [role, setRole] = useState<Role>(VIEWABLE_ROLES[0]!);
  useEffect(() => {
    if (!open) setRole(VIEWABLE_ROLES[0]!);
  }, [open]);

  return (
    <DialogFrame open={open} onClose={onClose} lang={lng}>
      <FormDialogPanel
        title={t('title')}
        onSubmit={(event) => {
          event.preventDefault();
          start.mutate({ role });
        }}
        onCancel={onClose}
        pending={start.isPending}
        cancelLabel={screenT('actions.cancel')}
        saveLabel={t('confirm')}
        contentClassName={styles.content}
      >
        <Field label={t('role')}>
          <RadioGroup value={role} onChange={(_, data) => setRole(data.value as Role)}>
            {VIEWABLE_ROLES.map((each) => (
              <Radio key={each} value={each} label={screenT(`roles.${each}`)} />
            ))}
          </RadioGroup>
        </Field>
        <Caption1 className={styles.hint}>{t('hint')}</Caption1>
      </FormDialogPanel>
    </DialogFrame>
  );
}
