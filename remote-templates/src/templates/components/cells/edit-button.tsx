import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { useTemplatesTranslation } from '../../../i18n';

export function EditButton({ onClick }: { onClick: () => void }) {
  const { t } = useTemplatesTranslation();
  return (
    <Button size="small" icon={<EditRegular />} onClick={onClick}>
      {t('actions.edit')}
    </Button>
  );
}
