import { Button, useRestoreFocusTarget } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useTemplatesTranslation } from '../../../i18n';

export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTemplatesTranslation();
  // It opens the edit dialog: focus comes back here when that closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  return (
    <Button size="small" icon={<EditRegular />} onClick={onClick} {...restoreFocusTarget}>
      {t('actions.edit')}
    </Button>
  );
}
