import { Title2 } from '@fluentui/react-components';
import { useEffect } from 'react';
import { ErrorState, Pager } from 'shared-ui';
import { ITEMS_DEFAULT_LANGUAGE, useItemsTranslation } from '../../i18n';
import { useItems } from '../api/get-items';
import { AddItem } from '../components/add-item';
import { ItemsEmptyState } from '../components/items-empty-state';
import { ItemsTable } from '../components/items-table';
import { useItemsStyles } from '../components/items.styles';
import { ITEMS_PAGE_SIZE } from '../model/items-page';
import { usePageParam } from './use-page-param';

export function ItemsPage() {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  const [page, setPage] = usePageParam();
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useItems(page);
  const totalPages = data ? Math.max(1, Math.ceil(data.count / ITEMS_PAGE_SIZE)) : 1;

  // Past the end (the last item of the last page was deleted, or an old link): show the last page.
  const pastTheEnd = data !== undefined && data.count > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) setPage(totalPages, { replace: true });
  }, [pastTheEnd, totalPages]);

  return (
    <section className={styles.page}>
      <Title2 as="h1">{t('title')}</Title2>
      <div className={styles.toolbar}>
        <AddItem />
      </div>
      {isError ? (
        <ErrorState title={t('loadFailed')} message={error.message} onRetry={() => void refetch()} />
      ) : data && data.count === 0 ? (
        <ItemsEmptyState />
      ) : (
        <>
          <ItemsTable items={isPending || isPlaceholderData || pastTheEnd ? undefined : data.data} />
          {data ? (
            <div className={styles.footer}>
              <Pager
                compact
                defaultLanguage={ITEMS_DEFAULT_LANGUAGE}
                total={data.count}
                page={Math.min(page, totalPages)}
                pageSize={ITEMS_PAGE_SIZE}
                onPageChange={setPage}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
