import { Body1, Title2 } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, LoadingState } from '@video-admin/shared-ui';
import { DEFAULT_LANGUAGE, use__FeaturePascal__Translation } from '../../i18n';
import { myItemsQuery } from '../api/my-items';
import { use__FeaturePascal__Styles } from '../components/__feature__.styles';
import { MyItemsTable } from '../components/my-items-table';

export function __FeaturePascal__Page() {
  const { t } = use__FeaturePascal__Translation();
  const styles = use__FeaturePascal__Styles();
  const { data, isPending, isError, error, refetch } = useQuery(myItemsQuery());

  return (
    <section className={styles.page}>
      <Title2 as="h1" className={styles.title}>
        {t('title')}
      </Title2>
      {isError ? (
        <LoadFailed title={t('loadFailed')} error={error} defaultLanguage={DEFAULT_LANGUAGE} onRetry={() => void refetch()} />
      ) : isPending ? (
        <LoadingState label={t('table.loading')} />
      ) : data.count === 0 ? (
        <Body1>{t('empty')}</Body1>
      ) : (
        <MyItemsTable items={data.data} />
      )}
    </section>
  );
}
