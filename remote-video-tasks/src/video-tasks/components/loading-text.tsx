import { Spinner } from '@fluentui/react-components';
import { useVideoTasksTranslation } from '../../i18n';

/** 加载中... as the spec words it, announced to screen readers as a status. */
export function LoadingText() {
  const { t } = useVideoTasksTranslation();
  return (
    <div role="status">
      <Spinner size="tiny" labelPosition="after" label={t('states.loading')} />
    </div>
  );
}
