import { makeStyles } from '@fluentui/react-components';
import { Pager } from '@video-admin/shared-ui';
import type { SearchState } from '@video-admin/shared-ui/lists';
import { USERS_DEFAULT_LANGUAGE } from '../i18n';

const useStyles = makeStyles({
  footer: { display: 'flex', justifyContent: 'flex-end' },
});

export interface ListPagerProps {
  /** The rows in the list, all pages together. */
  total: number;
  /** The page and page size in the URL, and their setters. */
  search: Pick<SearchState, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>;
}

/** The pager under a list, at the end of its line; a page past the last shows as the last. */
export function ListPager({ total, search: { page, pageSize, setPage, setPageSize } }: ListPagerProps) {
  const styles = useStyles();
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.footer}>
      <Pager
        defaultLanguage={USERS_DEFAULT_LANGUAGE}
        total={total}
        page={Math.min(page, lastPage)}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={setPageSize}
      />
    </div>
  );
}
