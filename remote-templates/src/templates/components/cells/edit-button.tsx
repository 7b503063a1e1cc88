import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useTemplatesTranslation } from '../../../i18n';
import { ActionButton } from './action-button';

export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTemplatesTranslation();
  return (
    <ActionButton icon={<EditRegular />} onClick={onClick}>
      {t('actions.edit')}
    </ActionButton>
  );
}
