import { Title2 } from '@fluentui/react-components';
import { useTemplatesTranslation } from '../i18n';

// Screen title only for now: the screen itself comes with its own issue.
export function TemplatesPage() {
  const { t } = useTemplatesTranslation();
  return <Title2 as="h1">{t('title')}</Title2>;
}
