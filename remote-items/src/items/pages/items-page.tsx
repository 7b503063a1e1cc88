import { Title2 } from '@fluentui/react-components';
import { useCallback, useEffect } from 'react';
import { LoadFailed, Pager } from '@video-admin/shared-ui';
import { useSearchState } from '@video-admin/shared-ui/lists';
import { ITEMS_DEFAULT_LANGUAGE, useItemsTranslation } from '../../i18n';
import { useItems } from '../api/get-items';
import { AddItem } from '../components/add-item';
import { ItemsEmptyState } from '../components/items-empty-state';
import { ItemsTable } from '../components/items-table';
import { useItemsStyles } from '../components/items.styles';
import { ITEMS_PAGE_SIZE } from '../model/items-page';

export function ItemsPage() {
  const { t } = useItemsTranslation();
  const styles = useItemsStyles();
  const { page, update } = useSearchState();
  // Every page, the first too, is named in the URL (?page=1).
  const showPage = useCallback((next: number) => update({ page: next }), [update]);
  const { data, isPending, isPlaceholderData, isError, error, refetch } = useItems(page);
  const totalPages = data ? Math.max(1, Math.ceil(data.count / ITEMS_PAGE_SIZE)) : 1;

  // Past the end (the last item of the last page was deleted, or an old link): show the last page.
  const pastTheEnd = data !== undefined && data.count > 0 && page > totalPages;
  useEffect(() => {
    if (pastTheEnd) update({ page: totalPages }, { replace: true });
  }, [pastTheEnd, totalPages, update]);

  return (
    <section className={styles.page}>
      <Title2 as="h1" className={styles.title}>
        {t('title')}
      </Title2>
      <div className={styles.toolbar}>
        <AddItem />
      </div>
      {isError ? (
        <LoadFailed title={t('loadFailed')} error={error} defaultLanguage={ITEMS_DEFAULT_LANGUAGE} onRetry={() => void refetch()} />
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
                onPageChange={showPage}
              />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
